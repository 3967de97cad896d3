import { eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * The one slug rule of every type with pages (back-office.md 5), declared by each type's slug field and
 * applied by the engine to both languages: a slug staff typed that another record has is refused at the
 * field, in the staff member's language, with the form as it was typed; an empty one is made from the
 * source field (else the type's fallback) and made unique with -1, -2, …
 */

type Case = {
  path: string;
  table: SQLiteTable;
  /** The field the slug is made from, and the slug made when it gives none. */
  source: string;
  fallback: string;
  /** Whether the type has an English slug (`slug_en`) made from the source's English twin. */
  english: boolean;
  form: Record<string, string>;
};

const image = "https://example.com/bild.jpg";

const CASES: Case[] = [
  {
    path: "/admin/blog",
    table: schema.blogPosts,
    source: "title",
    fallback: "beitrag",
    english: true,
    form: { excerpt: "Ein Auszug.", author: "Anna", category: "Achtsamkeit", image_url: image },
  },
  {
    path: "/admin/shop",
    table: schema.shopProducts,
    source: "name",
    fallback: "produkt",
    english: true,
    form: {
      description: "Ein Journal.",
      price: "24,99 €",
      rating: "4.5",
      category: "Bücher",
      image_url: image,
      external_url: "https://shop.example.com/journal",
      show_details_button: "on",
    },
  },
  {
    path: "/admin/academy",
    table: schema.academyCourses,
    source: "title",
    fallback: "kurs",
    english: true,
    form: {
      description: "Beschreibung",
      instructor: "Anna",
      duration: "6 Wochen",
      modules: "3",
      students: "0",
      rating: "4.5",
      price: "99 €",
      image_url: image,
      external_url: "https://academy.example.com/kurs",
    },
  },
  {
    path: "/admin/events",
    table: schema.events,
    source: "title",
    fallback: "event",
    english: true,
    form: {
      subtitle: "Untertitel",
      description: "Beschreibung",
      date_text: "1. Mai 2099",
      starts_at: "2099-05-01T10:00",
      location: "Berlin",
      tickets_text: "ab 10 €",
      image_url: image,
      external_url: "https://tickets.example.com/x",
    },
  },
  {
    path: "/admin/service-details",
    table: schema.serviceDetails,
    source: "title_de",
    fallback: "service",
    english: false,
    form: {
      title_en: "Balance",
      description_de: "Beschreibung",
      description_en: "Description",
      display_order: "0",
      is_active: "on",
    },
  },
];

let cookie: string;
let email: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  ({ cookie, email } = await sessionAs("admin"));
});

beforeEach(async () => {
  for (const { table } of CASES) await testDb().delete(table);
  await speak("de");
});

async function speak(lang: "de" | "en") {
  await testDb().update(schema.user).set({ adminLanguage: lang }).where(eq(schema.user.email, email));
}

function create(type: Case, source: string, extra: Record<string, string> = {}) {
  return postForm(
    `${type.path}?new=1`,
    { intent: "create", ...type.form, [type.source]: source, ...extra },
    {
      Cookie: cookie,
    },
  );
}

async function slugs(type: Case, column: "slug" | "slug_en" = "slug") {
  const rows = (await testDb().select().from(type.table)) as Record<string, unknown>[];
  return rows.map((row) => row[column]).sort();
}

/** The refused form's page as staff see it (React's text separators out). */
async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe.each(CASES)("$path", (type) => {
  it("refuses a typed slug another record has, in German and in English, keeping what was typed", async () => {
    expect((await create(type, "Gemeinsam", { slug: "gemeinsam" })).status).toBe(302);

    const german = await refusal(await create(type, "Zweiter Eintrag", { slug: " Gemeinsam! " }));
    expect(german).toContain("Slug bereits verwendet");
    expect(german).toContain("Bitte wählen Sie einen anderen Slug.");
    expect(german).toContain('value="Zweiter Eintrag"');

    await speak("en");
    const english = await refusal(await create(type, "Zweiter Eintrag", { slug: "gemeinsam" }));
    expect(english).toContain("Slug already in use");
    expect(english).toContain("Please choose another slug.");
    expect(english).not.toContain("Slug bereits verwendet");
    expect(english).toContain('value="Zweiter Eintrag"');

    expect(await slugs(type)).toEqual(["gemeinsam"]);
  });

  it("makes an empty slug from the source, else the fallback, unique with -1, -2", async () => {
    for (const source of ["Glück im Alltag", "Glück im Alltag", "Glück im Alltag", "!!!", "???"]) {
      expect((await create(type, source, { slug: "" })).status).toBe(302);
    }
    expect(await slugs(type)).toEqual(
      ["glueck-im-alltag", "glueck-im-alltag-1", "glueck-im-alltag-2", type.fallback, `${type.fallback}-1`].sort(),
    );
  });
});

describe.each(CASES.filter((type) => type.english))("$path, English slug", (type) => {
  const englishSource = `${type.source}_en`;

  it("refuses a typed English slug another record has (as its German or English slug), in both languages", async () => {
    expect((await create(type, "Gemeinsam", { [englishSource]: "Together" })).status).toBe(302);
    expect(await slugs(type, "slug_en")).toEqual(["together"]);

    for (const taken of ["gemeinsam", "Together"]) {
      const german = await refusal(await create(type, "Anders", { [englishSource]: "Other", slug_en: taken }));
      expect(german).toContain("Slug bereits verwendet");
      expect(german).toContain("Diese Adresse ist schon vergeben");
    }
    await speak("en");
    const english = await refusal(await create(type, "Anders", { [englishSource]: "Other", slug_en: "together" }));
    expect(english).toContain("Slug already in use");
    expect(english).toContain("This address is already taken");
    expect(english).toContain('value="Other"');
    expect(await slugs(type)).toEqual(["gemeinsam"]);
  });

  it("makes an empty English slug from the English source, unique; none while it is untranslated", async () => {
    expect((await create(type, "Ruhe finden", { [englishSource]: "Finding Calm" })).status).toBe(302);
    expect((await create(type, "Ruhe finden, Teil 2", { [englishSource]: "Finding Calm" })).status).toBe(302);
    expect((await create(type, "Nur Deutsch")).status).toBe(302);
    const rows = (await testDb().select().from(type.table)) as Record<string, unknown>[];
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.slug_en]))).toEqual({
      "ruhe-finden": "finding-calm",
      "ruhe-finden-teil-2": "finding-calm-1",
      "nur-deutsch": null,
    });
  });
});
