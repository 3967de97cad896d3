import type { Route } from "./+types/blog-feed";
import { publicFileResponse } from "~/lib/pages/feeds/answer.server";
import { blogFeedQueries, blogFeedXml } from "~/lib/pages/feeds/blog-feed.server";
import { requestUrl } from "~/lib/http/request-url.server";
import { loadPublicPage } from "~/lib/pages/shell.server";

/** The blog's RSS feed, /blog/feed.xml and /en/blog/feed.xml (the language comes from the address). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang, page } = await loadPublicPage(request, context, blogFeedQueries);
  const [rows, hero] = page;
  const xml = blogFeedXml({ lang, origin: requestUrl(request).origin, shell, rows, hero });
  return publicFileResponse(request, xml, "application/rss+xml; charset=utf-8");
}
