import { and, eq, isNotNull, ne } from "drizzle-orm";
import { academyCourses, blogPosts, events, serviceDetails, shopProducts } from "~db/schema";
import type { Route } from "./+types/sitemap";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { slugify } from "~/lib/slug";

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

type Entry = { path: string; lastmod?: Date | null };

function xmlEscape(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** German address, English address (?lang=en), as pageMeta builds the hreflang alternates. */
function addresses(origin: string, path: string) {
  const de = origin + path;
  return { de, en: `${de}${path.includes("?") ? "&" : "?"}lang=en` };
}

function urlElements(origin: string, entry: Entry): string {
  const { de, en } = addresses(origin, entry.path);
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
      .where(eq(serviceDetails.is_active, true)),
    // A post has its own page only with both a slug and content (public-site.md 2.9).
    db
      .select({ slug: blogPosts.slug, lastmod: blogPosts.updated_at })
      .from(blogPosts)
      .where(
        and(isNotNull(blogPosts.slug), ne(blogPosts.slug, ""), isNotNull(blogPosts.content), ne(blogPosts.content, "")),
      ),
    // The Details page exists only where the shop shows its button (public-site.md 2.11).
    db
      .select({ id: shopProducts.id, slug: shopProducts.slug, lastmod: shopProducts.updated_at })
      .from(shopProducts)
      .where(eq(shopProducts.show_details_button, true)),
    db.select({ slug: events.slug, title: events.title, lastmod: events.updated_at }).from(events),
    // A course page exists only with the details button and a slug (routes/academy-course.tsx).
    db
      .select({ slug: academyCourses.slug, lastmod: academyCourses.updated_at })
      .from(academyCourses)
      .where(
        and(eq(academyCourses.show_details_button, true), isNotNull(academyCourses.slug), ne(academyCourses.slug, "")),
      ),
  ]);

  const entries: Entry[] = PUBLIC_PATHS.map((path) => ({ path }));
  for (const row of serviceRows) entries.push({ path: `/services/${segment(row.slug)}`, lastmod: row.lastmod });
  for (const row of postRows) if (row.slug) entries.push({ path: `/blog/${segment(row.slug)}`, lastmod: row.lastmod });
  for (const row of productRows)
    entries.push({ path: `/shop/${segment(row.slug || String(row.id))}`, lastmod: row.lastmod });
  for (const row of eventRows) {
    // Events without a slug are found by the slug derived from the title (public-site.md 3, 5).
    const slug = row.slug || slugify(row.title);
    if (slug) entries.push({ path: `/events/${segment(slug)}`, lastmod: row.lastmod });
  }

  for (const row of courseRows)
    if (row.slug) entries.push({ path: `/academy/${segment(row.slug)}`, lastmod: row.lastmod });

  const seen = new Set<string>();
  const unique = entries.filter((entry) => (seen.has(entry.path) ? false : (seen.add(entry.path), true)));
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
