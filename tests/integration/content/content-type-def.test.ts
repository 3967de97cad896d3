import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import {
  defineContentType,
  type ColumnOf,
  bilingual,
  english,
  slug,
  text,
  toggle,
  events,
} from "../../../app/lib/admin";
import { sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables } from "../helpers";

/*
 * A content type's file states each field once: the builders give the form field and its rule, and
 * the definition's names are the table's columns, checked by the compiler. The `@ts-expect-error`
 * lines below keep that true: if a misspelt name stopped failing the typecheck, the directive itself
 * would fail it (npm run typecheck covers this file).
 */

const texts = {
  created: "c",
  updated: "u",
  deleted: "d",
  saveFailed: "s",
  deleteFailed: "f",
  confirmDelete: "?",
  empty: "-",
  add: "+",
  createTitle: "n",
  editTitle: "e",
};

describe("definitions are typed by their table", () => {
  it("a name that is no column of the table fails the typecheck", () => {
    const def = defineContentType({
      key: "typo-check",
      table: "navigationItems",
      title: "Typo",
      ordering: "manual",
      texts: {
        ...texts,
        // @ts-expect-error a per-flag toast for a flag that is no column
        toggledFields: { is_actve: "Status aktualisiert" },
      },
      fields: [
        bilingual(text("name", { label: "Name", required: true, max: 100 })),
        // @ts-expect-error "nmae" is no column of navigation_items
        text("nmae", { label: "Name" }),
        // @ts-expect-error the English twin "href_en" is no column either
        english(text("href", { label: "URL" })),
        // @ts-expect-error a switch shown with a switch that is no column
        toggle("is_footer", { label: "Footer", showWhen: "is_fotter" }),
      ],
      columns: [
        { name: "name_de", label: "Name" },
        // @ts-expect-error a list column that is no column (and not marked as added by the loader)
        { name: "name_fr", label: "Nom" },
      ],
      // @ts-expect-error a toggle that is no column
      toggles: ["is_actve"],
      // @ts-expect-error a default for a column that does not exist
      defaults: { is_activ: true },
      // @ts-expect-error the label column must be a column
      labelField: "nam_de",
      // @ts-expect-error search fields are columns
      paging: { searchFields: ["titel"] },
    });
    // The schema is generated from the fields, one entry per field, with the builders' rules.
    expect(def.fields.map((field) => field.name)).toEqual([
      "name_de",
      "name_en",
      "nmae",
      "href",
      "href_en",
      "is_footer",
    ]);
    expect(def.schema.safeParse({ name_de: " ", name_en: "Name" }).error?.issues[0]?.message).toBe(
      "Name (DE) ist erforderlich",
    );
  });

  it("a slug's source is a column too, and its English twin is made from the source's twin", () => {
    const def = defineContentType({
      key: "slug-check",
      table: "blogPosts",
      title: "Slugs",
      ordering: "newest",
      texts,
      fields: [
        english(slug("slug", { label: "Webadresse", source: "title", fallback: "beitrag" })),
        // @ts-expect-error "titel" is no column of blog_posts
        slug("slug", { label: "Webadresse", source: "titel", fallback: "beitrag" }),
      ],
      columns: [],
      toggles: [],
      defaults: {},
      labelField: "title",
    });
    expect(def.fields.map((field) => [field.name, field.slug])).toEqual([
      ["slug", { source: "title", fallback: "beitrag" }],
      ["slug_en", { source: "title", fallback: "beitrag", english: true }],
      ["slug", { source: "titel", fallback: "beitrag" }],
    ]);
  });

  it("the column names come from the Drizzle table", () => {
    const label: ColumnOf<"blogPosts"> = "title_en";
    expect(Object.hasOwn(schema.blogPosts, label)).toBe(true);
  });
});

describe("an event's end is compared with its beginning only when both are dates", () => {
  let cookie: string;
  beforeAll(async () => {
    await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
    cookie = (await sessionAs("admin")).cookie;
  }, 120_000);

  it("a beginning refused by its own rule is a field error (400), not a server error", async () => {
    const form = {
      intent: "create",
      title: "Ein Event",
      subtitle: "Untertitel",
      description: "Beschreibung",
      date_text: "1. Mai 2026",
      location: "Berlin",
      tickets_text: "ab 10 €",
      image_url: "https://example.com/image.jpg",
      external_url: "https://tickets.example.com/x",
      // Too long for a date: the rule refuses it before it becomes one.
      starts_at: `2026-03-01T10:00${" Uhr".repeat(10)}`,
      ends_at: "2026-03-01T10:00",
    };
    const { status, fieldErrors } = await actionFieldErrors(`/admin/${events.key}`, form, cookie);
    expect(status).toBe(400);
    expect(fieldErrors.starts_at).toEqual(["Höchstens 40 Zeichen"]);
  });
});
