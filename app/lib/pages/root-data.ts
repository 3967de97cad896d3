import { useRouteLoaderData } from "react-router";
import type { Preferences, ScriptlessPreferences } from "../i18n/preferences";
import type { Toast } from "../toast";

/**
 * What the root loader (app/root.tsx) gives every page: the visitor's preferences, a flash toast,
 * the site's origin, the CSP nonce, the public forms' signed stamp, while Turnstile is on its site
 * key (docs/decisions/0039), and for a visitor without JavaScript the theme and consent to show. Declared here so components read it without importing the root module;
 * the root loader is checked against this type.
 */
export type RootData = {
  preferences: Preferences;
  toast: Toast | null;
  origin: string;
  nonce: string;
  formStamp: string;
  turnstileSiteKey: string | null;
  /** The theme and consent written into the page for a visitor without JavaScript (decision 0059). */
  scriptless: ScriptlessPreferences | null;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
