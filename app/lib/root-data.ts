import { useRouteLoaderData } from "react-router";
import type { Preferences } from "./preferences";
import type { Toast } from "./toast";

/**
 * What the root loader (app/root.tsx) gives every page: the visitor's preferences, a flash toast,
 * the site's origin, the CSP nonce, the public forms' signed stamp and, while Turnstile is on, its site
 * key (docs/decisions/0039). Declared here so components read it without importing the root module;
 * the root loader is checked against this type.
 */
export type RootData = {
  preferences: Preferences;
  toast: Toast | null;
  origin: string;
  nonce: string;
  formStamp: string;
  turnstileSiteKey: string | null;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
