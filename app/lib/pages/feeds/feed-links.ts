import type { Lang } from "../../i18n/languages";
import { localPath } from "../../i18n/lang-path";

/** The blog's feed address in a language: /blog/feed.xml, /en/blog/feed.xml (decision 0060). */
export function blogFeedPath(lang: Lang): string {
  return localPath(lang, "/blog/feed.xml");
}

/** The tag a feed reader finds the blog's feed by, on the blog's pages of that language. */
export function blogFeedLink(lang: Lang, origin: string) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: lang === "en" ? "Blog (RSS feed)" : "Blog (RSS-Feed)",
    href: origin + blogFeedPath(lang),
  } as const;
}
