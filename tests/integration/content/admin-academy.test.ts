import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { recordPublicPath, academyCourses } from "~/lib/admin";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

const t = schema.academyCourses;

/** A valid course form as the back office sends it (switches are "on" when checked, absent when not). */
function form(extra: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "create",
    title: "Grundkurs Positive Psychologie",
    slug: "",
    description: "Die wichtigsten Erkenntnisse der Glücksforschung.",
    detailed_description: "Acht Module mit Videos.\nMit Abschlusszertifikat.",
    instructor: "Dr. Anna Becker",
    duration: "6 Wochen",
    modules: "8",
    students: "1240",
    rating: "4.8",
    price: "149 €",
    image_url: "https://example.com/kurs.jpg",
    external_url: "https://academy.example.com/positive-psychologie",
    show_details_button: "on",
    ...extra,
  };
}

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
});

beforeEach(async () => {
  await testDb().delete(t);
});

const post = (fields: Record<string, string>) => postForm("/admin/academy", fields, { Cookie: cookie });
const all = () => testDb().select().from(t).orderBy(t.id);

describe("/admin/academy", () => {
  it("offers the spec's defaults for a new course and shows the slug as /academy/{slug}", () => {
    expect(academyCourses.defaults).toMatchObject({ modules: 1, rating: 4.5 });
    // No placeholder host: the link is empty until staff fill it (docs/decisions/0020).
    expect(academyCourses.defaults).not.toHaveProperty("external_url");
    expect(academyCourses.fields.find((f) => f.name === "slug")).toMatchObject({ prefix: "/academy/" });
    expect(recordPublicPath(academyCourses, { slug: "mein-kurs", show_details_button: true })).toBe(
      "/academy/mein-kurs",
    );
    expect(recordPublicPath(academyCourses, { slug: "mein-kurs", show_details_button: false })).toBe("/academy");
    expect(recordPublicPath(academyCourses, { slug: " ", show_details_button: true })).toBe("/academy");
  });

  it("lists the saved courses with their slug", async () => {
    await post(form({ slug: "mein-kurs" }));
    const page = await get("/admin/academy", cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Grundkurs Positive Psychologie");
    expect(html).toContain('href="/academy/mein-kurs"');
  });

  it("generates the slug from the title on create and makes it unique with -1", async () => {
    const first = await post(form());
    expect(first.status).toBe(302);
    expect(first.headers.get("Set-Cookie")).toContain("toast=");
    expect((await post(form())).status).toBe(302);
    const rows = await all();
    expect(rows.map((r) => r.slug)).toEqual(["grundkurs-positive-psychologie", "grundkurs-positive-psychologie-1"]);
    expect(rows[0]).toMatchObject({
      modules: 8,
      students: 1240,
      rating: 4.8,
      show_details_button: true,
      featured: false,
    });
  });

  it("normalises a typed slug and keeps a course's own slug on edit", async () => {
    expect((await post(form({ slug: "Mein Kurs!" }))).status).toBe(302);
    const [row] = await all();
    expect(row!.slug).toBe("mein-kurs");
    const updated = await post(
      form({ intent: "update", id: String(row!.id), slug: "mein-kurs", title: "Neuer Titel" }),
    );
    expect(updated.status).toBe(302);
    const [after] = await all();
    expect(after).toMatchObject({ slug: "mein-kurs", title: "Neuer Titel" });
  });

  it("refuses a slug another course uses, and stores nothing", async () => {
    await post(form({ slug: "mein-kurs" }));
    const res = await post(form({ title: "Anderer Kurs", slug: "Mein   Kurs" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Slug bereits verwendet");
    expect(await all()).toHaveLength(1);
  });

  it("refuses modules below 1, students below 0 and a rating outside 1..5 with field errors", async () => {
    const res = await post(form({ modules: "0", students: "-1", rating: "5.5" }));
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("Module muss mindestens 1 sein");
    expect(body).toContain("Teilnehmende muss mindestens 0 sein");
    expect(body).toContain("Bewertung darf höchstens 5 sein");
    expect(await all()).toHaveLength(0);
  });

  it("refuses an external link that is not http(s)", async () => {
    const res = await post(form({ external_url: "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    expect(await all()).toHaveLength(0);
  });
});

describe("/academy/{slug}", () => {
  const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

  it("shows a saved course with the details button, in German and English", async () => {
    await post(form({ slug: "mein-kurs" }));
    const de = await get("/academy/mein-kurs");
    expect(de.status).toBe(200);
    const html = mainOf(await de.text());
    for (const text of [
      "Grundkurs Positive Psychologie",
      "Dr. Anna Becker",
      "6 Wochen",
      "8 Module",
      "1.240 Teilnehmende",
      "149 €",
      "Acht Module mit Videos.",
      "Kurs entdecken",
      "Zurück zur Akademie",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="https://academy.example.com/positive-psychologie"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('data-stars="4"');

    const en = mainOf(await (await get("/en/academy/mein-kurs")).text());
    expect(en).toContain("Explore Course");
    expect(en).toContain("8 modules");
    expect(en).toContain("1,240 students");
  });

  it("falls back to the short description when there is no detailed one", async () => {
    await post(form({ slug: "kurz", detailed_description: "" }));
    const html = mainOf(await (await get("/academy/kurz")).text());
    expect(html).toContain("Die wichtigsten Erkenntnisse der Glücksforschung.");
  });

  it("answers 404 'Course not found' for unknown slugs and courses without the details button", async () => {
    await post(form({ slug: "ohne-details", show_details_button: "" }));
    const [row] = await all();
    expect(row!.show_details_button).toBe(false);
    for (const path of ["/academy/ohne-details", "/academy/gibt-es-nicht"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Kurs nicht gefunden");
      expect(html).toContain('href="/academy"');
    }
    const en = await get("/en/academy/gibt-es-nicht");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("Course not found");
  });

  it("is linked from the /academy card only while the details button is on", async () => {
    await post(form({ slug: "mit-details" }));
    await post(form({ title: "Zweiter Kurs", slug: "ohne-details", show_details_button: "" }));
    const html = await (await get("/academy")).text();
    expect(html).toContain('href="/academy/mit-details"');
    expect(html).not.toContain('href="/academy/ohne-details"');

    const [row] = await testDb().select().from(t).where(eq(t.slug, "mit-details"));
    await post({ intent: "toggle", id: String(row!.id), field: "show_details_button", value: "false" });
    expect(await (await get("/academy")).text()).not.toContain('href="/academy/mit-details"');
    expect((await get("/academy/mit-details")).status).toBe(404);
  });
});
