import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { contentLink, projectSkills } from "../../../app/lib/pages/index.server";
import { clearTables, fetchWorker, testDb } from "../helpers";

const image = "https://example.com/image.jpg";

function block(title: string, display_order: number, extra: Record<string, unknown> = {}) {
  return {
    title_de: title,
    title_en: `${title} EN`,
    description_de: `${title} Text`,
    description_en: `${title} Text EN`,
    image_url: image,
    display_order,
    ...extra,
  };
}

function indexSection(
  title: string,
  display_order: number,
  extra: Partial<typeof schema.indexSections.$inferInsert> = {},
) {
  return {
    title_de: title,
    title_en: `${title} EN`,
    description_de: "D",
    description_en: "D",
    content_image: image,
    display_order,
    show_on_home: false,
    ...extra,
  };
}

function project(title: string, display_order: number, extra: Partial<typeof schema.projects.$inferInsert> = {}) {
  return {
    title,
    description: `${title} Beschreibung`,
    image_url: image,
    project_url: "https://example.com/p",
    skills: ["A"],
    display_order,
    ...extra,
  };
}

async function page(path: string) {
  const res = await fetchWorker(path);
  return { status: res.status, html: await res.text() };
}

/** The rendered <main> only, so navbar, footer and meta tags do not interfere. */
function main(html: string) {
  return html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
}

function expectInOrder(html: string, ...parts: string[]) {
  const positions = parts.map((part) => html.indexOf(part));
  for (const [i, position] of positions.entries()) expect(position, parts[i]).toBeGreaterThan(-1);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

// The first request compiles the whole app inside workerd: do it once, outside the tests' time limit.
beforeAll(async () => {
  await fetchWorker("/about");
}, 120_000);

beforeEach(async () => {
  await clearTables(
    schema.aboutSections,
    schema.services,
    schema.serviceDetails,
    schema.projects,
    schema.indexSections,
    schema.pageContents,
    schema.navigationItems,
    schema.generalSettings,
  );
});

describe("/about", () => {
  it("shows active sections in display_order, in both languages", async () => {
    await testDb()
      .insert(schema.aboutSections)
      .values([
        block("Dritter Abschnitt", 3),
        block("Erster Abschnitt", 1),
        block("Verborgener Abschnitt", 0, { is_active: false }),
        block("Zweiter Abschnitt", 2),
      ]);
    const de = await page("/about");
    expect(de.status).toBe(200);
    const body = main(de.html);
    expect(body).not.toContain("Verborgener");
    expectInOrder(body, "Erster Abschnitt", "Zweiter Abschnitt", "Dritter Abschnitt");
    expect(body.match(/<h1/g)).toHaveLength(1);
    expect(body).toContain("Über uns");
    expect(body).toContain('href="/kontakt"');
    expect(body).toContain("Newsletter abonnieren");

    const en = main((await page("/en/about")).html);
    expectInOrder(en, "Erster Abschnitt EN", "Zweiter Abschnitt EN", "Dritter Abschnitt EN");
    expect(en).toContain("About us");
    expect(en).toContain("Subscribe to our newsletter");
  });

  it("alternates the image side", async () => {
    await testDb()
      .insert(schema.aboutSections)
      .values([block("Eins", 1), block("Zwei", 2), block("Drei", 3)]);
    const body = main((await page("/about")).html);
    const rows = body
      .split('data-testid="about-section"')
      .slice(1)
      .map((chunk) => /md:flex-row(-reverse)?\b/.exec(chunk)?.[0]);
    expect(rows).toEqual(["md:flex-row-reverse", "md:flex-row", "md:flex-row-reverse"]);
  });

  it("links out only with the flag on and a safe URL; new tab unless link_on_page", async () => {
    await testDb()
      .insert(schema.aboutSections)
      .values([
        block("Neuer Tab", 1, { external_link: true, external_url: "https://example.org/neu", link_on_page: false }),
        block("Gleicher Tab", 2, {
          external_link: true,
          external_url: "https://example.org/gleich",
          link_on_page: true,
        }),
        block("Flagge aus", 3, { external_link: false, external_url: "https://example.org/aus" }),
        block("Skript", 4, { external_link: true, external_url: "javascript:alert(1)" }),
      ]);
    const body = main((await page("/about")).html);
    expect(body).toMatch(/<a href="https:\/\/example\.org\/neu"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(body).toMatch(
      /<a href="https:\/\/example\.org\/gleich"(?![^>]*target=)[^>]*aria-label="Mehr erfahren: Gleicher Tab">/,
    );
    expect(body).toContain('aria-label="Mehr erfahren: Neuer Tab (öffnet in neuem Tab)"');
    expect(body).not.toContain("example.org/aus");
    expect(body).not.toContain("javascript:");
  });

  it("says so when there is no content, and shows the page-content hero when present", async () => {
    expect(main((await page("/about")).html)).toContain("Noch keine Inhalte vorhanden.");
    expect(main((await page("/en/about")).html)).toContain("No content yet.");
    await testDb().insert(schema.pageContents).values({
      page_key: "about",
      title_de: "Wir über uns",
      title_en: "About the team",
      description_de: "Beschreibung",
      description_en: "Description",
    });
    const { html } = await page("/en/about");
    expect(main(html)).toContain("About the team");
    expect(html).toContain("<title>About the team | ");
    expect(html).toContain('rel="canonical" href="http://localhost:8787/en/about"');
  });
});

describe("/services", () => {
  it("shows active services in display_order, the CTA and the services index sections", async () => {
    await testDb()
      .insert(schema.services)
      .values([
        block("Leistung B", 2, { external_url: "/services/b", link_on_page: true }),
        block("Leistung A", 1, { external_url: "ftp://example.org/a" }),
        block("Leistung aus", 0, { is_active: false }),
      ]);
    await testDb()
      .insert(schema.indexSections)
      .values([
        indexSection("Index Zwei", 2, { show_on_services: true }),
        indexSection("Index Eins", 1, { show_on_services: true }),
        indexSection("Nur Projekte", 0, { show_on_projects: true }),
        indexSection("Index inaktiv", 0, { show_on_services: true, is_active: false }),
      ]);
    const { status, html } = await page("/services");
    expect(status).toBe(200);
    const body = main(html);
    expect(body).not.toContain("Leistung aus");
    expectInOrder(
      body,
      "Leistung A",
      "Leistung B",
      'data-testid="call-to-action"',
      "Index Eins",
      "Index Zwei",
      "Newsletter abonnieren",
    );
    expect(body).toContain('href="/services/b"');
    expect(body).not.toContain("ftp://");
    expect(body).not.toContain("Nur Projekte");
    expect(body).not.toContain("Index inaktiv");
    expect(body.match(/<h1/g)).toHaveLength(1);
    expect(main((await page("/en/services")).html)).toContain("Leistung A EN");
  });

  it("has an empty state", async () => {
    expect(main((await page("/services")).html)).toContain("Derzeit sind keine Leistungen verfügbar.");
    expect(main((await page("/en/services")).html)).toContain("No services available at the moment.");
  });
});

describe("/services/{slug}", () => {
  beforeEach(async () => {
    await testDb()
      .insert(schema.serviceDetails)
      .values([
        {
          slug: "coaching",
          title_de: "Coaching im Detail",
          title_en: "Coaching in detail",
          subtitle_de: "Untertitel",
          subtitle_en: "Subtitle",
          description_de: "Absatz eins.\n\nAbsatz zwei.",
          description_en: "Paragraph one.\n\nParagraph two.",
          image_url: image,
        },
        { slug: "alt", title_de: "Alt", title_en: "Old", description_de: "D", description_en: "D", is_active: false },
      ]);
  });

  it("shows an active detail with back link, image and both CTA links", async () => {
    const { status, html } = await page("/services/coaching");
    expect(status).toBe(200);
    const body = main(html);
    expect(body).toMatch(/<h1[^>]*>Coaching im Detail<\/h1>/);
    expect(body).toContain("Zurück zu den Leistungen");
    expect(body).toContain(`src="${image}"`);
    // The plain text from before rich text reads as paragraphs (decision 0050).
    expect(body).toContain("<p>Absatz eins.</p><p>Absatz zwei.</p>");
    expect(body).toContain('href="/kontakt"');
    expect(body.match(/href="\/services"/g)?.length).toBe(2);
    expect(html).toContain("<title>Coaching im Detail | ");

    const en = main((await page("/en/services/coaching")).html);
    expect(en).toContain("Coaching in detail");
    expect(en).toContain("Back to services");
    expect(en).toContain("Paragraph two.");
  });

  it("answers 404 with the spec's message for an unknown slug", async () => {
    const en = await page("/en/services/does-not-exist");
    expect(en.status).toBe(404);
    expect(en.html).toContain("Service not found");
    expect(en.html).toContain("The requested service could not be found.");
    expect(en.html).toMatch(/<a href="\/en\/services"[^>]*>.*Back to services<\/a>/);
    const de = await page("/services/does-not-exist");
    expect(de.status).toBe(404);
    expect(de.html).toContain("Leistung nicht gefunden");
  });

  it("answers 404 for an inactive detail", async () => {
    const res = await page("/en/services/alt");
    expect(res.status).toBe(404);
    expect(res.html).toContain("Service not found");
    expect(res.html).not.toContain(">Old<");
  });
});

describe("/projects", () => {
  it("shows active projects in display_order with visit links in a new tab", async () => {
    await testDb()
      .insert(schema.projects)
      .values([
        project("Projekt Zwei", 2),
        project("Projekt Eins", 1, { project_url: "https://eins.example.com/" }),
        project("Projekt aus", 0, { is_active: false }),
        project("Projekt Skript", 3, { project_url: "javascript:alert(1)" }),
      ]);
    await testDb()
      .insert(schema.indexSections)
      .values([
        indexSection("Projekt-Index", 1, { show_on_projects: true }),
        indexSection("Leistungs-Index", 1, { show_on_services: true }),
      ]);
    const { status, html } = await page("/projects");
    expect(status).toBe(200);
    const body = main(html);
    expect(body).not.toContain("Projekt aus");
    expectInOrder(
      body,
      "Projekt Eins",
      "Projekt Zwei",
      "Projekt Skript",
      'data-testid="call-to-action"',
      "Projekt-Index",
    );
    expect(body).not.toContain("Leistungs-Index");
    expect(body).toMatch(/<a href="https:\/\/eins\.example\.com\/" target="_blank" rel="noopener noreferrer"/);
    expect(body).not.toContain("javascript:");
    expect(body.match(/Projekt ansehen/g)?.length).toBeGreaterThanOrEqual(2);
    expect(main((await page("/en/projects")).html)).toContain("Visit project");
  });

  it("shows only the text entries of the skills array", async () => {
    await testDb()
      .insert(schema.projects)
      .values(
        project("Gemischt", 1, {
          skills: ["Coaching", 42, null, { x: 1 }, ["y"], true, "Achtsamkeit"] as unknown as string[],
        }),
      );
    // Values the admin cannot produce but old data might hold: not an array, broken JSON.
    await env.DB.prepare(
      "INSERT INTO projects (title, description, image_url, project_url, skills, display_order) VALUES (?, ?, ?, ?, ?, ?)",
    )
      .bind("Kein Array", "D", image, "https://example.com", '{"a":"Objekt"}', 2)
      .run();
    await env.DB.prepare(
      "INSERT INTO projects (title, description, image_url, project_url, skills, display_order) VALUES (?, ?, ?, ?, ?, ?)",
    )
      .bind("Kaputt", "D", image, "https://example.com", "[nicht json", 3)
      .run();
    const { status, html } = await page("/projects");
    expect(status).toBe(200);
    const body = main(html);
    const badges = [...body.matchAll(/data-testid="project-skills"[^>]*>(.*?)<\/ul>/g)].map((m) =>
      [...m[1].matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((li) => li[1]),
    );
    expect(badges).toEqual([["Coaching", "Achtsamkeit"]]);
    expect(body).toContain("Kein Array");
    expect(body).toContain("Kaputt");
    expect(body).not.toContain("Objekt");
  });

  it("has an empty state", async () => {
    expect(main((await page("/projects")).html)).toContain("Noch keine Projekte vorhanden.");
    expect(main((await page("/en/projects")).html)).toContain("No projects yet.");
  });
});

describe("helpers", () => {
  it("projectSkills keeps text entries only", () => {
    expect(projectSkills('["a", 1, "b"]')).toEqual(["a", "b"]);
    expect(projectSkills(["a", null, " c "])).toEqual(["a", "c"]);
    expect(projectSkills("nope")).toEqual([]);
    expect(projectSkills('"text"')).toEqual([]);
    expect(projectSkills(null)).toEqual([]);
  });

  it("contentLink accepts site paths and http(s) only", () => {
    expect(contentLink("/kontakt", true)).toEqual({ href: "/kontakt", internal: true, newTab: false });
    expect(contentLink("https://example.com/x", false)).toEqual({
      href: "https://example.com/x",
      internal: false,
      newTab: true,
    });
    expect(contentLink("javascript:alert(1)", true)).toBeNull();
    expect(contentLink("//evil.example", true)).toBeNull();
    expect(contentLink("", true)).toBeNull();
  });
});
