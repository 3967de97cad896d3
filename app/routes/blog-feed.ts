import type { Route } from "./+types/blog-feed";
import { publicFileResponse, blogFeedQueries, blogFeedXml, loadPublicPage } from "~/lib/pages/index.server";
import { requestUrl } from "~/lib/http/index.server";

/** The blog's RSS feed, /blog/feed.xml and /en/blog/feed.xml (the language comes from the address). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang, page } = await loadPublicPage(request, context, blogFeedQueries);
  const [rows, hero] = page;
  const xml = blogFeedXml({ lang, origin: requestUrl(request).origin, shell, rows, hero });
  return publicFileResponse(request, xml, "application/rss+xml; charset=utf-8");
}
