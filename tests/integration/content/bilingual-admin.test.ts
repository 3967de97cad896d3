import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { berlinLocalToDate, dateToBerlinLocal } from "~/lib/i18n";
import { EVERY_MINUTE_CRON } from "~/lib/schedules";
import { ENGLISH_SLUG_TAKEN_MESSAGE } from "~/lib/admin/index.server";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/*
 * The back-office half of bilingual content: English fields beside the German ones, English slugs,
 * SEO and structured event fields, the "not translated" badge and filter, and the slug history that
 * keeps old addresses working.
 */

let admin: string;

const blogForm = (title: string, extra: Record<string, string> = {}) => ({
  intent: "create",
  title,
  excerpt: "Ein Auszug.",
  author: "Anna Autorin",
  category: "Achtsamkeit",
  content: "Der **Text** des Beitrags.",
  image_url: "https://example.com/bild.jpg",
  ...extra,
});

/** Every German and English text of a post, so nothing is left to translate. */
const translated = (title: string, titleEn: string) =>
  blogForm(title, {
    title_en: titleEn,
    excerpt_en: "An excerpt.",
    category_en: "Mindfulness",
    content_en: "The **text** of the post.",
  });

const eventForm = (extra: Record<string, string> = {}) => ({
  intent: "create",
  title: "Frühlingsretreat",
  subtitle: "Drei Tage Ruhe",
  description: "Ein Wochenende am See.",
  date_text: "14.–16. März 2026",
  starts_at: "2026-03-14T10:00",
  location: "Konstanz",
  tickets_text: "ab 149 €",
  image_url: "https://example.com/event.jpg",
  external_url: "https://example.com/tickets",
  ...extra,
});

const posts = () => testDb().select().from(schema.blogPosts);
const postBySlug = async (slug: string) =>
  (await testDb().select().from(schema.blogPosts).where(eq(schema.blogPosts.slug, slug)))[0];
const history = () => testDb().select().from(schema.slugHistory);

const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { Cookie: admin });

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

/** Every table this file writes to (the audit log too: the files of a runtime share one D1). */
const written = () =>
  [
    schema.contentDrafts,
    schema.contentRevisions,
    schema.contentUnpublish,
    schema.slugHistory,
    schema.blogPosts,
    schema.projects,
    schema.events,
    schema.pageContents,
    schema.serviceDetails,
    schema.academyCourses,
    schema.auditLog,
  ] as const;

beforeEach(async () => {
  await clearTables(...written());
});

// The schedule's publish entries would otherwise be counted by another file's checks of the cron.
afterAll(async () => {
  await clearTables(...written());
});

describe("English fields", () => {
  it("saves a post without any English text, and the form shows each English field beside its German one", async () => {
    const saved = await post("/admin/blog", blogForm("Nur auf Deutsch"));
    expect(saved.status).toBe(302);
    const row = await postBySlug("nur-auf-deutsch");
    expect(row).toMatchObject({ title_en: null, slug_en: null, excerpt_en: null, category_en: null });

    const form = (await (await get("/admin/blog?new=1", admin)).text()).replaceAll("<!-- -->", "");
    for (const label of ["Titel", "Titel (EN)", "Auszug (EN)", "Kategorie (EN)", "Webadresse (EN)"]) {
      expect(form).toContain(`>${label}`);
    }
    expect(form.indexOf('name="title"')).toBeLessThan(form.indexOf('name="title_en"'));
  });

  it("still refuses an empty German title, with its message at the field, whatever the English one says", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/blog",
      blogForm("", { title_en: "Only in English" }),
      admin,
    );
    expect(status).toBe(400);
    expect(fieldErrors.title).toEqual(["Titel ist erforderlich"]);
    expect(await posts()).toHaveLength(0);
  });

  it("refuses an English text over the German field's length limit", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/blog",
      blogForm("Zu lang", { title_en: "x".repeat(301) }),
      admin,
    );
    expect(status).toBe(400);
    expect(fieldErrors.title_en).toEqual(["Höchstens 300 Zeichen"]);
  });
});

describe("English slugs", () => {
  it("makes the English slug from the English title, unique among the English slugs", async () => {
    expect((await post("/admin/blog", translated("Ruhe finden", "Finding Calm"))).status).toBe(302);
    expect((await post("/admin/blog", translated("Ruhe finden, Teil 2", "Finding Calm"))).status).toBe(302);
    expect((await postBySlug("ruhe-finden"))?.slug_en).toBe("finding-calm");
    expect((await postBySlug("ruhe-finden-teil-2"))?.slug_en).toBe("finding-calm-1");
  });

  it("normalises a typed English slug like the German one", async () => {
    const saved = await post(
      "/admin/blog",
      blogForm("Gelassenheit", { title_en: "Serenity", slug_en: "  Über Ruhe!! " }),
    );
    expect(saved.status).toBe(302);
    expect((await postBySlug("gelassenheit"))?.slug_en).toBe("ueber-ruhe");
  });

  it("refuses an English slug another post uses, in English or in German, and writes nothing", async () => {
    expect((await post("/admin/blog", translated("Gemeinsam", "Together"))).status).toBe(302);
    const before = await posts();

    for (const taken of ["gemeinsam", "together", "Together"]) {
      const { status, fieldErrors } = await actionFieldErrors(
        "/admin/blog",
        blogForm("Ein anderer Beitrag", { title_en: "Another post", slug_en: taken }),
        admin,
      );
      expect(status, taken).toBe(400);
      expect(fieldErrors.slug_en).toEqual([ENGLISH_SLUG_TAKEN_MESSAGE]);
    }
    expect(await posts()).toEqual(before);

    // Its own German slug is no clash: both addresses name the same post.
    const own = await post("/admin/blog", blogForm("Eigener Slug", { title_en: "Own slug", slug_en: "eigener-slug" }));
    expect(own.status).toBe(302);
    expect((await postBySlug("eigener-slug"))?.slug_en).toBe("eigener-slug");
  });

  it("keeps German slugs off other posts' English slugs too, so an English address names one post", async () => {
    expect((await post("/admin/blog", translated("Ruhe", "Calm"))).status).toBe(302);
    expect((await post("/admin/blog", blogForm("Calm"))).status).toBe(302);
    expect((await posts()).map((row) => row.slug).sort()).toEqual(["calm-1", "ruhe"]);

    const academyCourse = {
      intent: "create",
      title: "Kurs",
      title_en: "Course",
      description: "Beschreibung",
      instructor: "Anna",
      duration: "6 Wochen",
      modules: "3",
      students: "0",
      rating: "4.5",
      price: "99 €",
      image_url: "https://example.com/kurs.jpg",
      external_url: "https://example.com/kurs",
    };
    expect((await post("/admin/academy", academyCourse)).status).toBe(302);
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/academy",
      { ...academyCourse, title: "Anderer Kurs", title_en: "", slug: "course" },
      admin,
    );
    expect(status).toBe(400);
    expect(fieldErrors.slug).toEqual(["Bitte wählen Sie einen anderen Slug."]);
    expect(await testDb().select().from(schema.academyCourses)).toHaveLength(1);
  });

  it("shows the refusal in the form with everything typed kept", async () => {
    expect((await post("/admin/blog", translated("Gemeinsam", "Together"))).status).toBe(302);
    const res = await post(
      "/admin/blog?new=1",
      blogForm("Noch ein Beitrag", { title_en: "One more", slug_en: "together", seo_title: "Mein SEO-Titel" }),
    );
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Bitte wählen Sie einen anderen Slug.");
    expect(html).toContain('value="One more"');
    expect(html).toContain('value="Mein SEO-Titel"');
  });
});

describe("SEO and structured event fields", () => {
  it("saves the SEO fields of a post", async () => {
    const saved = await post(
      "/admin/blog",
      blogForm("Mit SEO", {
        seo_title: "Ruhe finden in 5 Minuten",
        seo_title_en: "Find calm in 5 minutes",
        seo_description: "Kurze Übungen für jeden Tag.",
        og_image: "/images/teilen.jpg",
        noindex: "on",
      }),
    );
    expect(saved.status).toBe(302);
    expect(await postBySlug("mit-seo")).toMatchObject({
      seo_title: "Ruhe finden in 5 Minuten",
      seo_title_en: "Find calm in 5 minutes",
      seo_description: "Kurze Übungen für jeden Tag.",
      seo_description_en: null,
      og_image: "/images/teilen.jpg",
      noindex: true,
    });
  });

  it("refuses an SEO title over 70 characters and an Open Graph image that is no address", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/blog",
      blogForm("Zu langer SEO-Titel", { seo_title: "x".repeat(71), og_image: "javascript:alert(1)" }),
      admin,
    );
    expect(status).toBe(400);
    expect(fieldErrors.seo_title).toEqual(["Höchstens 70 Zeichen"]);
    expect(fieldErrors.og_image?.[0]).toMatch(/^Bitte einen Pfad der Website/);
    expect(await posts()).toHaveLength(0);
  });

  it("saves the SEO fields of a page hero through its editor, which shows them", async () => {
    const form = (await (await get("/admin/blog-hero", admin)).text()).replaceAll("<!-- -->", "");
    for (const label of [
      "Suchmaschinen-Titel (DE)",
      "Suchmaschinen-Titel (EN)",
      "Suchmaschinen-Beschreibung (DE)",
      "Vorschaubild beim Teilen",
      "Nicht in Suchmaschinen zeigen",
    ]) {
      expect(form).toContain(label);
    }
    const saved = await post("/admin/blog-hero", {
      intent: "create",
      title_de: "Blog",
      title_en: "Blog",
      description_de: "Beschreibung",
      description_en: "Description",
      seo_title: "Der Blog über Ruhe",
      seo_description_en: "The blog about calm.",
      og_image: "https://example.com/og.jpg",
    });
    expect(saved.status).toBe(302);
    const [row] = await testDb().select().from(schema.pageContents).where(eq(schema.pageContents.page_key, "blog"));
    expect(row).toMatchObject({
      seo_title: "Der Blog über Ruhe",
      seo_description_en: "The blog about calm.",
      og_image: "https://example.com/og.jpg",
      noindex: false,
    });
  });

  it("saves an event's start, end and place as typed in Berlin time", async () => {
    const saved = await post(
      "/admin/events",
      eventForm({
        starts_at: "2026-03-14T10:00",
        ends_at: "2026-03-16T16:30",
        place_name: "Seehaus",
        place_address: "Seestraße 1, 78462 Konstanz",
        seo_description_en: "Three quiet days by the lake.",
      }),
    );
    expect(saved.status).toBe(302);
    const [row] = await testDb().select().from(schema.events);
    expect(row).toMatchObject({
      place_name: "Seehaus",
      place_address: "Seestraße 1, 78462 Konstanz",
      seo_description_en: "Three quiet days by the lake.",
    });
    expect(row!.starts_at?.getTime()).toBe(berlinLocalToDate("2026-03-14T10:00")!.getTime());
    expect(row!.ends_at?.toISOString()).toBe("2026-03-16T15:30:00.000Z");
  });

  it("refuses an end before the start at the end field, keeps what was typed and writes nothing", async () => {
    const fields = eventForm({
      starts_at: "2026-03-16T10:00",
      ends_at: "2026-03-14T10:00",
      place_name: "Seehaus",
      seo_title: "Retreat am See",
    });
    const { status, fieldErrors } = await actionFieldErrors("/admin/events", fields, admin);
    expect(status).toBe(400);
    expect(fieldErrors.ends_at).toEqual(["Das Ende darf nicht vor dem Beginn liegen"]);

    const res = await post("/admin/events?new=1", fields);
    expect(res.status).toBe(400);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Das Ende darf nicht vor dem Beginn liegen");
    expect(html).toContain('value="2026-03-14T10:00"');
    expect(html).toContain('value="Seehaus"');
    expect(html).toContain('value="Retreat am See"');
    expect(await testDb().select().from(schema.events)).toHaveLength(0);
  });

  it("refuses a start that is no date", async () => {
    const { status, fieldErrors } = await actionFieldErrors(
      "/admin/events",
      eventForm({ starts_at: "morgen früh" }),
      admin,
    );
    expect(status).toBe(400);
    expect(fieldErrors.starts_at).toEqual(["Bitte ein gültiges Datum mit Uhrzeit angeben"]);
  });
});

describe("not translated", () => {
  const badges = (html: string) => html.match(/data-testid="untranslated-badge"/g)?.length ?? 0;
  const rowCount = (html: string) => html.match(/data-testid="content-row"/g)?.length ?? 0;

  it("marks and filters the untranslated posts of the paged blog list, in SQL, with search and count", async () => {
    await post("/admin/blog", translated("Übersetzt", "Translated"));
    await post("/admin/blog", blogForm("Nur deutsch"));
    // One English text missing is enough.
    await post("/admin/blog", blogForm("Halb übersetzt", { title_en: "Half translated", category_en: "Mind" }));

    const all = await (await get("/admin/blog", admin)).text();
    expect(rowCount(all)).toBe(3);
    expect(badges(all)).toBe(2);
    expect(all).toContain("Nicht übersetzt");
    expect(all).toContain('data-testid="translation-filter"');

    const only = (await (await get("/admin/blog?untranslated=1", admin)).text()).replaceAll("<!-- -->", "");
    expect(rowCount(only)).toBe(2);
    expect(badges(only)).toBe(2);
    expect(only).toContain("Nur deutsch");
    expect(only).toContain("Halb übersetzt");
    expect(only).not.toContain(">Übersetzt<");
    expect(only).toMatch(/data-testid="content-count"[^>]*>2 Einträge</);
    // The search keeps the filter, and the filter narrows the search.
    expect(only).toContain('name="untranslated" value="1"');
    const searched = (await (await get("/admin/blog?untranslated=1&q=deutsch", admin)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(rowCount(searched)).toBe(1);
    expect(searched).toContain("Nur deutsch");
  });

  it("filters a list shown on one page (projects) by the same rule", async () => {
    const project = (title: string, title_en: string | null) => ({
      title,
      title_en,
      description: "Beschreibung",
      description_en: title_en ? "Description" : null,
      image_url: "https://example.com/p.jpg",
      project_url: "https://example.com",
      skills: [],
      display_order: 1,
    });
    await testDb()
      .insert(schema.projects)
      .values([
        project("Fertig", "Done"),
        project("Offen", null),
        { ...project("Teils", "Partly"), description_en: "" },
      ]);

    const all = await (await get("/admin/projects", admin)).text();
    expect(rowCount(all)).toBe(3);
    expect(badges(all)).toBe(2);

    const only = await (await get("/admin/projects?untranslated=1", admin)).text();
    expect(rowCount(only)).toBe(2);
    // The loader sends every row (the dialogs open any of them); the list shows the untranslated ones.
    expect(only).toContain('aria-label="Offen bearbeiten"');
    expect(only).toContain('aria-label="Teils bearbeiten"');
    expect(only).not.toContain('aria-label="Fertig bearbeiten"');
  });
});

describe("not translated, in a parent's child list", () => {
  const rowCount = (html: string) => html.match(/data-testid="content-row"/g)?.length ?? 0;

  it("the congress's speakers are marked and filtered like every other list", async () => {
    await clearTables(schema.congressSpeakers, schema.congressEvents);
    const [congress] = await testDb()
      .insert(schema.congressEvents)
      .values({
        title: "Kongress",
        subtitle: "Untertitel",
        description: "Beschreibung",
        date_text: "Mai",
        location: "Berlin",
        tickets_text: "Tickets",
        image_url: "https://example.com/k.jpg",
        external_url: "https://example.com",
      })
      .returning({ id: schema.congressEvents.id });
    const speaker = (name: string, title_en: string | null) => ({
      congress_event_id: congress!.id,
      name,
      title: "Referentin",
      bio: "Deutsch",
      title_en,
      bio_en: title_en ? "English" : null,
      image_url: "https://example.com/s.jpg",
    });
    await testDb()
      .insert(schema.congressSpeakers)
      .values([speaker("Übersetzt", "Speaker"), speaker("Nur Deutsch", null)]);
    const admin = (await sessionAs("admin")).cookie;
    const path = `/admin/kongress?tab=speaker&congress=${congress!.id}`;

    const all = (await (await get(path, admin)).text()).replaceAll("<!-- -->", "");
    expect(rowCount(all)).toBe(2);
    expect(all).toContain('data-testid="translation-filter"');
    expect(all.match(/data-testid="untranslated-badge"/g)?.length).toBe(1);

    const only = (await (await get(`${path}&untranslated=1`, admin)).text()).replaceAll("<!-- -->", "");
    expect(rowCount(only)).toBe(1);
    expect(only).toContain('aria-label="Nur Deutsch bearbeiten"');
    expect(only).not.toContain('aria-label="Übersetzt bearbeiten"');
  });
});

describe("slug history", () => {
  const update = (id: number, fields: Record<string, string>) =>
    post("/admin/blog", { ...fields, intent: "update", id: String(id) });

  it("keeps a post's old German and English slugs when a publish changes them, and drops one taken again", async () => {
    expect((await post("/admin/blog", translated("Alter Titel", "Old title"))).status).toBe(302);
    const original = (await postBySlug("alter-titel"))!;
    expect(original.slug_en).toBe("old-title");

    const changed = await update(original.id, {
      ...translated("Neuer Titel", "New title"),
      slug: "neuer-titel",
      slug_en: "new-title",
    });
    expect(changed.status).toBe(302);
    const rows = await history();
    expect(rows.map(({ type, lang, old_slug, record_id }) => ({ type, lang, old_slug, record_id }))).toEqual(
      expect.arrayContaining([
        { type: "blog", lang: "de", old_slug: "alter-titel", record_id: original.id },
        { type: "blog", lang: "en", old_slug: "old-title", record_id: original.id },
      ]),
    );
    expect(rows).toHaveLength(2);

    // A save that keeps the slugs writes no history.
    expect(
      (
        await update(original.id, {
          ...translated("Neuer Titel", "New title"),
          slug: "neuer-titel",
          slug_en: "new-title",
        })
      ).status,
    ).toBe(302);
    expect(await history()).toHaveLength(2);

    // Another post takes the old German slug: it is served, no longer redirected.
    expect((await post("/admin/blog", blogForm("Alter Titel"))).status).toBe(302);
    expect((await postBySlug("alter-titel"))?.id).not.toBe(original.id);
    const left = await history();
    expect(left.map((row) => [row.lang, row.old_slug])).toEqual([["en", "old-title"]]);
  });

  it("writes the history when the schedule publishes a draft with a new slug", async () => {
    expect((await post("/admin/blog", translated("Geplant", "Planned"))).status).toBe(302);
    const original = (await postBySlug("geplant"))!;
    const inAMinute = new Date(Date.now() + 60_000);
    const scheduled = await update(original.id, {
      ...translated("Geplant", "Planned"),
      slug: "geplant-neu",
      slug_en: "planned",
      status: "scheduled",
      publish_at: dateToBerlinLocal(inAMinute),
    });
    expect(scheduled.status).toBe(302);
    expect(await history()).toHaveLength(0);

    const ctx = createExecutionContext();
    const at = inAMinute.getTime() + 60_000;
    await worker.scheduled!(createScheduledController({ cron: EVERY_MINUTE_CRON, scheduledTime: at }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await postBySlug("geplant-neu"))?.id).toBe(original.id);
    expect((await history()).map((row) => [row.lang, row.old_slug, row.record_id])).toEqual([
      ["de", "geplant", original.id],
    ]);
  });

  it("keeps a service detail's one slug for both languages' pages", async () => {
    const detail = {
      intent: "create",
      slug: "coaching",
      title_de: "Coaching",
      title_en: "Coaching",
      description_de: "Beschreibung",
      description_en: "Description",
      display_order: "1",
      is_active: "on",
    };
    expect((await post("/admin/service-details", detail)).status).toBe(302);
    const [row] = await testDb().select().from(schema.serviceDetails);
    const moved = await post("/admin/service-details", {
      ...detail,
      intent: "update",
      id: String(row!.id),
      slug: "einzelcoaching",
    });
    expect(moved.status).toBe(302);
    const rows = await history();
    expect(rows.map((r) => [r.type, r.lang, r.old_slug, r.record_id]).sort()).toEqual([
      ["service-details", "de", "coaching", row!.id],
      ["service-details", "en", "coaching", row!.id],
    ]);
  });

  it("moves an old slug to the newest owner when two posts give up the same address in turn", async () => {
    await post("/admin/blog", blogForm("Erster"));
    const first = (await postBySlug("erster"))!;
    await update(first.id, { ...blogForm("Erster"), slug: "erster-neu" });
    await post("/admin/blog", blogForm("Erster"));
    const second = (await postBySlug("erster"))!;
    await update(second.id, { ...blogForm("Erster"), slug: "zweiter-neu" });
    const rows = await testDb()
      .select()
      .from(schema.slugHistory)
      .where(and(eq(schema.slugHistory.type, "blog"), eq(schema.slugHistory.old_slug, "erster")));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.record_id).toBe(second.id);
  });
});
