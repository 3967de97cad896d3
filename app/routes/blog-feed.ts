import type { Route } from "./+types/blog-feed";
import { publicFileResponse } from "~/lib/feeds/answer.server";
import { blogFeedQueries, blogFeedXml } from "~/lib/feeds/blog-feed.server";
import { requestUrl } from "~/lib/request-url.server";
import { loadPublicPage } from "~/lib/shell.server";

/** The blog's RSS feed, /blog/feed.xml and /en/blog/feed.xml (the language comes from the address). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang, page } = await loadPublicPage(request, context, blogFeedQueries);
  const [rows, hero] = page;
  const xml = blogFeedXml({ lang, origin: requestUrl(request).origin, shell, rows, hero });
  return publicFileResponse(request, xml, "application/rss+xml; charset=utf-8");
}
