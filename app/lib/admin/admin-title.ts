import { isAdminLang, translate } from "./i18n";

/** The admin layout's route id: its data carries the signed-in person's back-office language. */
const ADMIN_LAYOUT_ID = "routes/admin/layout";

type MetaMatch = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/**
 * A back-office page's <title> in the person's language. `meta` cannot use hooks, so the language is
 * read from the admin layout's match, as useAdminLang() reads it in components.
 */
export function adminTitle(matches: readonly MetaMatch[], german: string): string {
  const layout = matches.find((match) => match?.id === ADMIN_LAYOUT_ID);
  const data = (layout?.loaderData ?? layout?.data) as { adminLang?: unknown } | undefined;
  const lang = isAdminLang(data?.adminLang) ? data.adminLang : "de";
  return `${translate(lang, german)} | Admin`;
}
