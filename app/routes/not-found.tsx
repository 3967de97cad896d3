import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { formOfAddress, t } from "~/lib/i18n";
import { loadPublicPage, notFound } from "~/lib/pages/index.server";
import { expiredShortLinkContext } from "~/lib/short-links/index.server";
import { legacyKey, legacyQuery, movedPermanently } from "~/lib/wordpress/index.server";

/**
 * Every unknown path: the site's 404 page with navbar and footer. A short link that has expired
 * without a fallback URL arrives here too (the Worker says so through the context): 410, same page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // An address of the WordPress site this one replaced answers 301 (decision 0063); its read rides in
  // the page's one batch, so an unknown path costs no extra round-trip.
  const key = context.get(expiredShortLinkContext) ? null : legacyKey(new URL(request.url).pathname);
  const { shell, lang, page } = await loadPublicPage(request, context, (db) =>
    key ? ([legacyQuery(db, key)] as const) : ([] as const),
  );
  const moved = movedPermanently(page[0]?.[0]?.target);
  if (moved) throw moved;
  if (context.get(expiredShortLinkContext)) {
    throw data(
      {
        shell,
        lang,
        title: t(lang, "error.linkExpiredTitle"),
        message: t(lang, "error.linkExpiredText", formOfAddress(shell.settings)),
      },
      { status: 410 },
    );
  }
  throw notFound(shell, lang);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  throw notFound(shell, lang);
}

export default function NotFound() {
  return null;
}
