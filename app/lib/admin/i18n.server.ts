import type { RouterContextProvider } from "react-router";
import { staffContext } from "../accounts/auth.server";
import { translatorFor, type AdminLang, type Translate } from "./i18n";

/** The signed-in person's back-office language, for texts an action or loader writes (toasts, errors). */
export function staffLang(context: Readonly<RouterContextProvider>): AdminLang {
  return context.get(staffContext)?.user.adminLanguage ?? "de";
}

export function staffT(context: Readonly<RouterContextProvider>): Translate {
  return translatorFor(staffLang(context));
}
