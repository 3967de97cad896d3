import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { blogPosts, shopProducts } from "~db/schema";
import type { Db } from "../db.server";
import { highlight, searchTerms } from "./search";
import { richTextPlain } from "../text/rich-text";
import { indexOf, matches, searchIndex, searchRank } from "./search.server";
import { pageFlag } from "./public-pages.server";
import { indexSectionsQuery } from "./shell.server";
import { safeHttpUrl } from "../text/url";
import type { RegisteredContentType } from "../admin/content-type-def";
import { localizeRow, type Lang } from "../i18n/languages";
import { libraryAltColumns, withLibraryAlt } from "../media/library-alt.server";
import { recordPagePath } from "./detail-slug.server";
import { translatedFields } from "./public-record";

/**
 * "Contains" over several columns, for a search text without any letter or digit ("%", "&", "?"),
 * which the word index cannot answer. Such a text has no case to fold, so a plain substring test
 * does. instr() rather than LIKE: D1 refuses LIKE patterns longer than 50 bytes, and "%" and "_"
 * need no escaping.
 */
function containsText(columns: SQLiteColumn[], text: string): SQL | undefined {
  if (!text) return undefined;
  return or(...columns.map((column) => sql`instr(${column}, ${text}) > 0`));
}

/**
 * Drops an external_url that is not http(s) before the record leaves the server, so a `javascript:`
 * value is neither rendered as a link nor shipped in the hydration data.
 */
function withSafeExternalUrl<T extends { external_url: string | null }>(
  row: T,
): Omit<T, "external_url"> & { external_url: string | null } {
  return { ...row, external_url: safeHttpUrl(row.external_url) };
}

/** A list without a search needs no bodies: the same columns, empty. */
const NO_BODY = { body: sql<string | null>`null`, body_en: sql<string | null>`null` };

/**
 * The rows of a search whose words are in their text, without their bodies (the cards do not show
 * them). The word index (decision 0030) is filled from the stored rich-text HTML, so a word may match
 * only a tag or an attribute ("strong", "href", "alt"); such a row is dropped here, where the body's
 * visible text (richTextPlain) is at hand. Every word must start a word of some searched text, as in the index.
 */
function withWordsInText<T extends { body: string | null; body_en: string | null }>(
  rows: readonly T[],
  terms: readonly string[],
  texts: readonly string[],
): Omit<T, "body" | "body_en">[] {
  const kept = rows.filter((row) => {
    if (terms.length === 0) return true;
    const values: Record<string, unknown> = row;
    const all = [...texts.map((name) => values[name]), richTextPlain(row.body), richTextPlain(row.body_en)]
      .filter((text): text is string => typeof text === "string")
      .join("\n");
    return terms.every((term) => highlight(all, [term]).some((segment) => segment.match));
  });
  return kept.map(({ body: _body, body_en: _bodyEn, ...card }) => card);
}

/** What a card of the blog or the shop is made from: its row as the list reads it. */
type CardRow = {
  body: string | null;
  body_en: string | null;
  external_url: string | null;
  image_alt_de: string | null;
  image_alt_en: string | null;
  has_page: boolean;
};

/**
 * The cards of the blog's or the shop's list: with a search, only the rows whose visible text holds
 * every word (the fields the definition marks as searched, the body as its plain text); each in the
 * page's language, with its image's alt text, a safe outside link and the address of its page.
 */
export function searchedCards<T extends CardRow>(
  def: RegisteredContentType,
  rows: readonly T[],
  terms: readonly string[],
  lang: Lang,
) {
  const texts = def.fields.filter((field) => field.search && field.search !== "body").map((field) => field.name);
  return withWordsInText(rows, terms, texts).map((row) => {
    const card = withSafeExternalUrl(withLibraryAlt(row, lang));
    return {
      ...localizeRow(card, translatedFields(def, card), lang),
      page_path: recordPagePath(def.key, row, lang, row.has_page),
    };
  });
}

/* ------------------------------------------------------------------ */
/* Blog                                                                */
/* ------------------------------------------------------------------ */

/**
 * The day a post is dated (its own date, issue 51): published_on, written on every save; a row written
 * around the form (a demo row) counts from the day it was made.
 */
export const blogPublished = sql<string>`coalesce(${blogPosts.published_on}, strftime('%Y-%m-%d', ${blogPosts.created_at} / 1000, 'unixepoch'))`;

/** Newest first by the post's own date, then by when it was made (posts of one day). */
export const blogNewestFirst = [desc(blogPublished), desc(blogPosts.created_at), desc(blogPosts.id)] as const;

/** A post's words and addresses beside its body, as its card and the feed show them. */
export const blogPostTextColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  title_en: blogPosts.title_en,
  slug: blogPosts.slug,
  slug_en: blogPosts.slug_en,
  excerpt: blogPosts.excerpt,
  excerpt_en: blogPosts.excerpt_en,
  category: blogPosts.category,
  category_en: blogPosts.category_en,
  author: blogPosts.author,
};

/** What a blog card needs: everything but the body, plus whether the post has a page of its own. */
const blogCardColumns = {
  ...blogPostTextColumns,
  date: blogPosts.date,
  image_url: blogPosts.image_url,
  ...libraryAltColumns(blogPosts.image_url),
  featured: blogPosts.featured,
  external_url: blogPosts.external_url,
  has_page: pageFlag("blog"),
};

/**
 * The blog list's reads (public-site.md 2.9, 7.1): posts newest first, or with ?q= the posts that hold
 * every word of it (both languages, title, excerpt, category and body), best match first; index
 * sections (the shared list route reads the hero).
 */
export function blogListQueries(db: Db, query: string) {
  const terms = searchTerms(query);
  const body = terms.length > 0 ? { body: blogPosts.content, body_en: blogPosts.content_en } : NO_BODY;
  const posts = db.select({ ...blogCardColumns, ...body }).from(blogPosts);
  return [
    terms.length > 0
      ? posts
          .innerJoin(searchIndex, indexOf("blog", blogPosts.id))
          .where(matches(terms))
          .orderBy(searchRank, ...blogNewestFirst)
      : posts
          .where(
            containsText(
              [
                blogPosts.title,
                blogPosts.title_en,
                blogPosts.excerpt,
                blogPosts.excerpt_en,
                blogPosts.category,
                blogPosts.category_en,
              ],
              query,
            ),
          )
          .orderBy(...blogNewestFirst),
    indexSectionsQuery(db, "blog"),
  ] as const;
}

/* ------------------------------------------------------------------ */
/* Shop                                                                */
/* ------------------------------------------------------------------ */

const productCardColumns = {
  id: shopProducts.id,
  slug: shopProducts.slug,
  slug_en: shopProducts.slug_en,
  name: shopProducts.name,
  name_en: shopProducts.name_en,
  description: shopProducts.description,
  description_en: shopProducts.description_en,
  category: shopProducts.category,
  category_en: shopProducts.category_en,
  price: shopProducts.price,
  rating: shopProducts.rating,
  image_url: shopProducts.image_url,
  ...libraryAltColumns(shopProducts.image_url),
  external_url: shopProducts.external_url,
  featured: shopProducts.featured,
  show_details_button: shopProducts.show_details_button,
  has_page: pageFlag("shop"),
};

/**
 * The shop list's reads (public-site.md 2.11, 7.1): products newest first, or with ?q= the products
 * that hold every word of it (both languages, name, descriptions, category), best match first; both
 * filtered by ?category= (exact, in either language); all categories for the filter; hero; index sections.
 */
export function shopListQueries(db: Db, query: string, category: string) {
  const terms = searchTerms(query);
  const body =
    terms.length > 0
      ? { body: shopProducts.detailed_description, body_en: shopProducts.detailed_description_en }
      : NO_BODY;
  // The filter names a category in the page's language; an untranslated one keeps its German name.
  const inCategory = category
    ? or(eq(shopProducts.category, category), eq(shopProducts.category_en, category))
    : undefined;
  const products = db.select({ ...productCardColumns, ...body }).from(shopProducts);
  return [
    terms.length > 0
      ? products
          .innerJoin(searchIndex, indexOf("shop", shopProducts.id))
          .where(and(matches(terms), inCategory))
          .orderBy(searchRank, desc(shopProducts.created_at), desc(shopProducts.id))
      : products
          .where(
            and(
              containsText(
                [
                  shopProducts.name,
                  shopProducts.name_en,
                  shopProducts.description,
                  shopProducts.description_en,
                  shopProducts.category,
                  shopProducts.category_en,
                ],
                query,
              ),
              inCategory,
            ),
          )
          .orderBy(desc(shopProducts.created_at), desc(shopProducts.id)),
    db
      .selectDistinct({ category: shopProducts.category, category_en: shopProducts.category_en })
      .from(shopProducts)
      .orderBy(asc(shopProducts.category)),
    indexSectionsQuery(db, "shop"),
  ] as const;
}
