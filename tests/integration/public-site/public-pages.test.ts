import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { type FieldDef, isRoutable, linkedRule, listPath, DETAIL_TYPES, LIST_TYPES } from "~/lib/admin";
import { CONTENT_TABLES } from "~/lib/admin/index.server";
import { INDEX_COLUMNS, isSearched } from "~/lib/pages/index.server";
import { localPath } from "~/lib/i18n";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, ORIGIN, postForm, testDb } from "../helpers";

/*
 * A content type's public face comes from its definition alone (decision 0041): for every type of the
 * registry that declares record pages, a record saved in the back office gets its German and English
 * page with structured data, both addresses with hreflang in the sitemap, and a working preview link
 * for its drafts; a record its rule gives no page is the 404 page. Table-driven over the registry, so
 * a new type with pages is covered without a line here.
 */

/** A valid form value for a field, from its definition (as the CRUD tests make them). */
function sampleValue(field: FieldDef, word: string, labelled: boolean): string | string[] | null {
  switch (field.kind) {
    case "switch":
      return "on";
    case "number":
      return String(Math.max(field.min ?? 0, 1));
    case "url":
    case "link":
      return `https://example.com/${field.name}`;
    case "image":
      return `https://example.com/${field.name}.jpg`;
    case "select":
      return field.options?.[0]?.value ?? null;
    case "datetime":
      return "2026-03-14T10:00";
    case "tags":
      return ["Alpha", "Beta"];
    default:
      return labelled ? `${field.label} ${word}` : word;
  }
}

function formOf(fields: readonly FieldDef[], word: string, extra: Record<string, string>, labelled = true) {
  const out: Record<string, string> = { intent: "create" };
  for (const field of fields) {
    // Every switch on, but not the one that keeps a page out of search engines and the sitemap.
    if (field.name === "noindex") continue;
    const value = sampleValue(field, word, labelled);
    if (Array.isArray(value)) value.forEach((item, i) => (out[`${field.name}[${i}]`] = item));
    else if (value !== null) out[field.name] = value;
  }
  return { ...out, ...extra };
}

/** The English address the sitemap's entry of a German page names (its hreflang="en" alternate). */
function englishIn(xml: string, german: string): string | undefined {
  return new RegExp(
    `<loc>${german}</loc>(?:<lastmod>[^<]*</lastmod>)?<xhtml:link rel="alternate" hreflang="de" href="${german}"/><xhtml:link rel="alternate" hreflang="en" href="([^"]+)"/>`,
  ).exec(xml)?.[1];
}

/** The @type of each structured-data block of a page, in its order. */
function ldTypes(html: string): unknown[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { "@type"?: unknown })["@type"],
  );
}

let admin: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

it("finds types with record pages and list pages in the registry", () => {
  expect(DETAIL_TYPES.map((def) => def.key)).toEqual(
    expect.arrayContaining(["blog", "shop", "academy", "events", "service-details"]),
  );
  for (const def of LIST_TYPES) expect(def.page.list).toBeTruthy();
});

it("answers the browser's data request of every type's list page (its next navigation or revalidation)", async () => {
  for (const def of LIST_TYPES) {
    const base = listPath(def.page);
    const response = await get(`${base}.data?_routes=public-list-${def.key}`);
    expect(response.status, base).toBe(200);
    expect(await response.text(), base).toContain(`public-list-${def.key}`);
  }
});

it("keeps one word index with a column per weight class and language, the ones the saves write", async () => {
  const indexed = await testDb().all<{ name: string }>(sql.raw("PRAGMA table_info(search_index)"));
  expect(indexed.map((column) => column.name)).toEqual(["type", "record_id", ...INDEX_COLUMNS]);
});

describe.each(DETAIL_TYPES.map((def) => [def.key, def] as const))("the public pages of %s", (key, def) => {
  const table = CONTENT_TABLES[key]!.table;
  const columns = getTableColumns(table);
  const slug = `seite-${key}`;
  const slugField: Record<string, string> = def.fields.some((field) => field.name === "slug_en")
    ? { slug_en: `page-${key}` }
    : {};
  const base = listPath(def.page);
  // The English list page's address: under /en, with the English word where the definition gives one.
  const englishBase = localPath("en", base);

  async function create(word: string, extra: Record<string, string> = {}, labelled = true) {
    const response = await postForm(`/admin/${key}`, formOf(def.fields, word, extra, labelled), { Cookie: admin });
    expect(response.status, `saving a ${key} record`).toBe(302);
  }

  async function sitemap() {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    return response.text();
  }

  it("gives a saved record its German and English page with structured data, both in the sitemap with hreflang", async () => {
    await testDb().delete(table);
    await create("Eins", { slug, ...slugField });
    const [row] = await testDb().select().from(table).orderBy(desc(columns.id!));
    expect(isRoutable(linkedRule(def.page.detail), row as Record<string, unknown>), "a sample record is linked").toBe(
      true,
    );

    const xml = await sitemap();
    const german = `${ORIGIN}${base}/${slug}`;
    expect(xml).toContain(`<loc>${german}</loc>`);
    const english = englishIn(xml, german);
    expect(english, "the German entry names its English address").toMatch(new RegExp(`^${ORIGIN}${englishBase}/`));
    expect(xml).toContain(`<loc>${english}</loc>`);

    for (const address of [german, english!]) {
      const page = await get(address.slice(ORIGIN.length));
      expect(page.status, address).toBe(200);
      const html = await page.text();
      expect(html, address).toContain('type="application/ld+json"');
      // Each language's page names the other's address (its hreflang links).
      expect(html, address).toContain(`href="${german}"`);
      expect(html, address).toContain(`href="${english}"`);
    }
    for (const list of [base, englishBase]) expect((await get(list)).status, list).toBe(200);
  });

  // The type's own block (its definition's `jsonLd`) beside the breadcrumbs: the sitemap test above is
  // satisfied by the breadcrumbs alone.
  const { detail } = def.page;
  if (detail.jsonLd)
    it("carries the structured data its definition declares, beside the breadcrumbs, in both languages", async () => {
      await testDb().delete(table);
      await create("Drei", { slug, ...slugField });
      const [row] = await testDb().select().from(table).orderBy(desc(columns.id!));
      const german = `${ORIGIN}${base}/${slug}`;
      const english = englishIn(await sitemap(), german);
      expect(english, "the sitemap names the English page").toBeTruthy();
      for (const [lang, address] of [
        ["de", german],
        ["en", english!],
      ] as const) {
        // What the definition makes of the sample record (null: its values give no block, e.g. no price).
        const shell = { navigation: [], settings: null };
        const own = detail.jsonLd?.(row as Record<string, unknown>, { shell, origin: ORIGIN, url: address, lang });
        const html = await (await get(address.slice(ORIGIN.length))).text();
        expect(ldTypes(html).sort(), address).toEqual(
          own ? ["BreadcrumbList", own["@type"]].sort() : ["BreadcrumbList"],
        );
      }
    });

  it("shows a draft through its signed preview link", async () => {
    // A word of no language, without the fields' labels: drafts are not records the two-language crawl
    // (admin-two-languages) neutralises, and it runs beside this file on the same database.
    await create("Xqzdraft", { slug: `${slug}-entwurf`, status: "draft" }, false);
    const [draft] = await testDb()
      .select()
      .from(schema.contentDrafts)
      .where(eq(schema.contentDrafts.type, key))
      .orderBy(desc(schema.contentDrafts.id));
    expect(draft, "the save made a draft").toBeTruthy();
    const dialog = await (await get(`/admin/${key}?draft=${draft!.id}&preview=1`, admin)).text();
    const link = new RegExp(`href="https?://[^"/]+(/vorschau/${key}/\\d+\\?exp=\\d+&amp;sig=[0-9a-f]{64})"`).exec(
      dialog,
    );
    expect(link, "the draft's dialog offers a preview link").not.toBeNull();
    const preview = await get(link![1]!.replaceAll("&amp;", "&"));
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('data-testid="preview-bar"');
    expect(html).toContain("Xqzdraft");
  });

  const rule = def.page.detail.routable;
  const breaks = [
    ...(rule.on ?? []).map((name) => [name, false] as const),
    ...(rule.filled ?? []).filter((name) => name !== "slug").map((name) => [name, ""] as const),
  ];
  // Only for a type whose rule asks more of a record than the slug its address names.
  if (breaks.length > 0)
    it("answers the address of a record its rule gives no page with the 404 page", async () => {
      await testDb().delete(table);
      await create("Zwei", { slug, ...slugField });
      expect((await get(`${base}/${slug}`)).status).toBe(200);
      await testDb().update(table).set(Object.fromEntries(breaks));
      expect((await get(`${base}/${slug}`)).status).toBe(404);
      expect(await sitemap()).not.toContain(`${base}/${slug}<`);
    });

  // A type's list page searches the fields it marks searchable (?q=).
  if (def.page.list && isSearched(def))
    it("finds a record on its list page by a word of it, and not by another word", async () => {
      await testDb().delete(table);
      await create("Zauberwort", { slug, ...slugField });
      const found = await (await get(`${base}?q=zauberwort`)).text();
      expect(found).toContain("Zauberwort");
      expect(found).toContain(`href="${base}/${slug}"`);
      expect(await (await get(`${base}?q=nirgendwo`)).text()).not.toContain(`href="${base}/${slug}"`);
    });
});
