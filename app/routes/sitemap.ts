import { and, eq, isNotNull, ne } from "drizzle-orm";
import { academyCourses, blogPosts, events, serviceDetails, shopProducts } from "~db/schema";
import type { Route } from "./+types/sitemap";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { slugify } from "~/lib/slug";
import { detailAlternates } from "~/lib/detail-slug.server";
import { alternatesOf, type Alternates } from "~/lib/seo";

/** Every public page with its own address (/links is the same page as /weiterleitungen, so it is left out). */
const PUBLIC_PATHS = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/kontakt",
  "/blog",
  "/shop",
  "/academy",
  "/events",
  "/kongress",
  "/community",
  "/weiterleitungen",
  "/impressum",
  "/datenschutz",
  "/cookies",
];

type Entry = { alternates: Alternates; lastmod?: Date | null };

function xmlEscape(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Both addresses of a page, each with the pair of alternates (and x-default), as pageMeta writes them. */
function urlElements(origin: string, entry: Entry): string {
  const de = origin + entry.alternates.de;
  const en = origin + entry.alternates.en;
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="de" href="${xmlEscape(de)}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${xmlEscape(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(de)}"/>`,
  ].join("");
  const lastmod =
    entry.lastmod && !Number.isNaN(entry.lastmod.getTime()) ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
  return [de, en].map((loc) => `<url><loc>${xmlEscape(loc)}</loc>${lastmod}${alternates}</url>`).join("\n");
}

const segment = (value: string) => encodeURIComponent(value);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const db = getDb(env);
  const origin = new URL(request.url).origin;

  // All detail pages in one D1 batch; only what the public site actually shows.
  const [serviceRows, postRows, productRows, eventRows, courseRows] = await db.batch([
    db
      .select({ slug: serviceDetails.slug, lastmod: serviceDetails.created_at })
      .from(serviceDetails)
      .where(and(eq(serviceDetails.is_active, true), eq(serviceDetails.noindex, false))),
    // A post has its own page only with both a slug and content (public-site.md 2.9).
    db
      .select({ id: blogPosts.id, slug: blogPosts.slug, slug_en: blogPosts.slug_en, lastmod: blogPosts.updated_at })
      .from(blogPosts)
      .where(
        and(
          isNotNull(blogPosts.slug),
          ne(blogPosts.slug, ""),
          isNotNull(blogPosts.content),
          ne(blogPosts.content, ""),
          eq(blogPosts.noindex, false),
        ),
      ),
    // The Details page exists only where the shop shows its button (public-site.md 2.11).
    db
      .select({
        id: shopProducts.id,
        slug: shopProducts.slug,
        slug_en: shopProducts.slug_en,
        lastmod: shopProducts.updated_at,
      })
      .from(shopProducts)
      .where(and(eq(shopProducts.show_details_button, true), eq(shopProducts.noindex, false))),
    db
      .select({
        id: events.id,
        slug: events.slug,
        slug_en: events.slug_en,
        title: events.title,
        lastmod: events.updated_at,
      })
      .from(events)
      .where(eq(events.noindex, false)),
    // A course page exists only with the details button and a slug (routes/academy-course.tsx).
    db
      .select({
        id: academyCourses.id,
        slug: academyCourses.slug,
        slug_en: academyCourses.slug_en,
        lastmod: academyCourses.updated_at,
      })
      .from(academyCourses)
      .where(
        and(
          eq(academyCourses.show_details_button, true),
          isNotNull(academyCourses.slug),
          ne(academyCourses.slug, ""),
          eq(academyCourses.noindex, false),
        ),
      ),
  ]);

  const entries: Entry[] = PUBLIC_PATHS.map((path) => ({ alternates: alternatesOf(path) }));
  for (const row of serviceRows)
    entries.push({ alternates: alternatesOf(`/services/${segment(row.slug)}`), lastmod: row.lastmod });
  for (const row of postRows) entries.push({ alternates: detailAlternates("blog", row), lastmod: row.lastmod });
  for (const row of productRows) entries.push({ alternates: detailAlternates("shop", row), lastmod: row.lastmod });
  for (const row of eventRows) {
    // Events without a slug are found by the slug derived from the title (public-site.md 3, 5).
    const slug = row.slug || slugify(row.title);
    if (slug) entries.push({ alternates: detailAlternates("events", { ...row, slug }), lastmod: row.lastmod });
  }
  for (const row of courseRows) entries.push({ alternates: detailAlternates("academy", row), lastmod: row.lastmod });

  const seen = new Set<string>();
  const unique = entries.filter((entry) =>
    seen.has(entry.alternates.de) ? false : (seen.add(entry.alternates.de), true),
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...unique.map((entry) => urlElements(origin, entry)),
    "</urlset>",
    "",
  ].join("\n");

  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
