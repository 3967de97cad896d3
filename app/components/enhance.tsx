import { createContext, useContext } from "react";
import modules from "virtual:enhance-modules";

export type EnhanceName = keyof typeof modules;

/**
 * Set by the root on pages that are not hydrated (decision 0069): the nonce for their scripts and the
 * modules already written into this page. Null on hydrated pages, where React does the same work.
 */
export const EnhanceContext = createContext<{ nonce: string; written: Set<EnhanceName> } | null>(null);

/**
 * The module script of one enhancement, written once per page next to the first part that needs it.
 * A module script runs after the document is parsed, so where it stands in the body does not matter.
 */
export function Enhance({ name }: { name: EnhanceName }) {
  const page = useContext(EnhanceContext);
  if (!page || page.written.has(name)) return null;
  page.written.add(name);
  return <script type="module" src={modules[name]} nonce={page.nonce} />;
}

/** True on a page without React in the browser: the server's HTML is all there is, plus the modules. */
export function useEnhancedPage(): boolean {
  return useContext(EnhanceContext) !== null;
}
