import { isNotNull, or } from "drizzle-orm";
import { blogPosts } from "~db/schema";
import { blog } from "../../admin/types/blog";
import { translatedFields } from "../public-record";
import { blogNewestFirst, blogPostTextColumns, blogPublished } from "../blog-shop.server";
import { berlinDay, berlinLocalToDate } from "../../i18n/berlin-time";
import type { Db } from "../../db.server";
import { recordPagePath } from "../detail-slug.server";
import { loc, localizeRow, type Lang } from "../../i18n/languages";
import { localPath } from "../../i18n/lang-path";
import { linkedPage, pageFlag } from "../public-pages.server";
import { withRichText } from "../../text/rich-text.server";
import { pageContentQuery } from "../shell.server";
import type { Shell } from "../shell";
import { CONTACT_FALLBACKS } from "../site-defaults";
import { safeHttpUrl } from "../../text/url";
import { blogFeedPath } from "./feed-links";
import { xmlCdata, xmlText } from "./xml";

/*
 * The blog's RSS 2.0 feed in one language (issue 38, decision 0060): the latest posts, each with its
 * whole body as its page shows it (the cleaned rich text), every address absolute.
 */

/** How many posts a feed lists: a reader keeps what it has seen, so the newest are enough. */
const FEED_POSTS = 20;

/** The feed's reads: the latest posts that have a page or an outside article to lead to, and the blog's hero. */
export function blogFeedQueries(db: Db) {
  return [
    db
      .select({
        ...blogPostTextColumns,
        content: blogPosts.content,
        content_en: blogPosts.content_en,
        external_url: blogPosts.external_url,
        created_at: blogPosts.created_at,
        published: blogPublished,
        has_page: pageFlag("blog"),
      })
      .from(blogPosts)
      .where(or(linkedPage("blog"), isNotNull(blogPosts.external_url)))
      .orderBy(...blogNewestFirst)
      .limit(FEED_POSTS),
    pageContentQuery(db, "blog"),
  ] as const;
}

type FeedRows = Awaited<ReturnType<typeof blogFeedQueries>[0]>;
type HeroRows = Awaited<ReturnType<typeof blogFeedQueries>[1]>;

/**
 * Site addresses inside a body made absolute: a feed reader shows the HTML away from the site, where
 * "/media/…" would point at the reader's own host. A protocol-relative "//host" is left as it is.
 */
function absoluteAddresses(html: string, origin: string): string {
  return html.replace(/\b(src|href|poster)="\/(?!\/)/g, `$1="${origin}/`);
}

/**
 * A video is a player the page builds with a script and the visitor's consent; a reader shows a
 * link to it instead.
 */
function videosAsLinks(html: string): string {
  return html.replace(/<div data-video="([^"]*)"><\/div>/g, '<p><a href="$1">$1</a></p>');
}

/**
 * An item's date: the moment the post was made when that was on its own day (written today, dated
 * today), else the start of its day in Berlin (an imported post of 2018 is dated 2018, not the import).
 */
function publishedAt(day: string, createdAt: Date): Date | null {
  const made = createdAt instanceof Date && !Number.isNaN(createdAt.getTime()) ? createdAt : null;
  if (made && berlinDay(made) === day) return made;
  // Berlin's clock is read from 2000 on; an older day is taken at midnight UTC.
  const start = berlinLocalToDate(`${day}T00:00`) ?? new Date(`${day}T00:00:00Z`);
  return Number.isNaN(start.getTime()) ? made : start;
}

/** The feed's XML. */
export function blogFeedXml({
  lang,
  origin,
  shell,
  rows,
  hero,
}: {
  lang: Lang;
  origin: string;
  shell: Shell;
  rows: FeedRows;
  hero: HeroRows;
}): string {
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const page = hero[0];
  const heading = (page && loc(page, "title", lang)) || "Blog";
  const description =
    (page && (loc(page, "description", lang) || loc(page, "subtitle", lang))) ||
    (lang === "en" ? shell.settings?.slogan_en : shell.settings?.slogan_de) ||
    CONTACT_FALLBACKS.slogan[lang];
  const blogUrl = origin + localPath(lang, "/blog");
  const items = rows.flatMap((raw) => {
    const rich = withRichText(blog.fields, raw, lang);
    const row = localizeRow(rich, translatedFields(blog, rich), lang);
    const path = recordPagePath("blog", raw, lang, raw.has_page);
    const link = path ? origin + path : safeHttpUrl(raw.external_url);
    if (!link) return [];
    const body = path && row.content ? absoluteAddresses(videosAsLinks(row.content), origin) : "";
    const published = publishedAt(raw.published, raw.created_at);
    return [
      [
        "<item>",
        `<title>${xmlText(row.title)}</title>`,
        `<link>${xmlText(link)}</link>`,
        // The record's number, not its address: a renamed slug is not a new post in the reader.
        `<guid isPermaLink="false">${xmlText(`${new URL(origin).host}:blog:${raw.id}:${lang}`)}</guid>`,
        published ? `<pubDate>${published.toUTCString()}</pubDate>` : "",
        `<dc:creator>${xmlText(row.author)}</dc:creator>`,
        row.category ? `<category>${xmlText(row.category)}</category>` : "",
        `<description>${xmlText(row.excerpt)}</description>`,
        body ? `<content:encoded>${xmlCdata(body)}</content:encoded>` : "",
        "</item>",
      ]
        .filter(Boolean)
        .join(""),
    ];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${xmlText(`${heading} | ${company}`)}</title>`,
    `<link>${xmlText(blogUrl)}</link>`,
    `<description>${xmlText(description)}</description>`,
    `<language>${lang}</language>`,
    `<atom:link href="${xmlText(origin + blogFeedPath(lang))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
