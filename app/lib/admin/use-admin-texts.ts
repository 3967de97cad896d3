import { useCallback, useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { isAdminLang, translatorFor, type AdminLang, type Translate } from "./i18n";
import { staffDate, staffDateTime } from "./staff-display";

/** The admin layout's route id: its loader gives the signed-in person's back-office language. */
const ADMIN_LAYOUT_ID = "routes/admin/layout";

/** The back office's language on this screen ("de" outside the back office). */
export function useAdminLang(): AdminLang {
  const layout = useRouteLoaderData(ADMIN_LAYOUT_ID) as { adminLang?: unknown } | undefined;
  return isAdminLang(layout?.adminLang) ? layout.adminLang : "de";
}

/** `t(germanText, vars?)` in the screen's language. */
export function useT(): Translate {
  const lang = useAdminLang();
  return useMemo(() => translatorFor(lang), [lang]);
}

/** Date and time ("26.11.2026, 14:05" / "26 Nov 2026, 14:05") in the screen's language. */
export function useStaffDateTime(): (value: Parameters<typeof staffDateTime>[1]) => string {
  const lang = useAdminLang();
  return useCallback((value) => staffDateTime(lang, value), [lang]);
}

/** A date ("26.11.2026" / "26 Nov 2026") in the screen's language. */
export function useStaffDate(): (value: Parameters<typeof staffDate>[1]) => string {
  const lang = useAdminLang();
  return useCallback((value) => staffDate(lang, value), [lang]);
}
