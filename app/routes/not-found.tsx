import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { formOfAddress } from "~/lib/form-of-address";
import { t } from "~/lib/i18n";
import { loadPublicPage, notFound } from "~/lib/shell.server";
import { expiredShortLinkContext } from "~/lib/short-links.server";

/**
 * Every unknown path: the site's 404 page with navbar and footer. A short link that has expired
 * without a fallback URL arrives here too (the Worker says so through the context): 410, same page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
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
