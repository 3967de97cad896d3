import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test } from "../fixtures";

// Seeded demo content: 3 active about sections, 3 active services (of 4) linking to their detail
// pages, service details einzelcoaching / gruppen-workshops / teamcoaching, 4 projects.

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const pages = [
  { path: "/about", de: "Über uns", en: "About us" },
  { path: "/services", de: "Unsere Leistungen", en: "Our services" },
  { path: "/services/einzelcoaching", de: "Einzelcoaching", en: "One-to-one coaching" },
  { path: "/projects", de: "Projekte", en: "Projects" },
];

for (const { path, de, en } of pages) {
  test(`${path} renders in German and English`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de);
    await expect(page.getByTestId("call-to-action").getByRole("link", { name: "Kontakt aufnehmen" })).toHaveAttribute(
      "href",
      "/kontakt",
    );

    await page.goto(`${path}?lang=en`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
    await expect(page.getByTestId("call-to-action").getByRole("link", { name: "Get in touch" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("/about shows the seeded sections with alternating sides and the newsletter", async ({ page }) => {
  await page.goto("/about");
  const sections = page.getByTestId("about-section");
  await expect(sections).toHaveCount(3);
  await expect(sections.nth(0).getByRole("heading", { level: 2 })).toHaveText("Unsere Geschichte");
  await expect(sections.nth(2).getByRole("heading", { level: 2 })).toHaveText("Unser Team");
  // The first section's image sits left of its text, the second's right of it.
  const box = async (i: number, what: "img" | "h2") => (await sections.nth(i).locator(what).first().boundingBox())!;
  expect((await box(0, "img")).x).toBeLessThan((await box(0, "h2")).x);
  expect((await box(1, "img")).x).toBeGreaterThan((await box(1, "h2")).x);
  // "Unser Team" links to /kontakt in the same tab.
  await expect(sections.nth(2).getByRole("link", { name: /Mehr erfahren/ })).toHaveAttribute("href", "/kontakt");
  await expect(page.getByRole("heading", { name: "Newsletter abonnieren" })).toBeVisible();
});

test("/services lists the active services and leads to a detail page and back", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/services");
  await answerCookieBanner(page);
  await expect(page.getByTestId("service-block")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Glücks-Retreat" })).toHaveCount(0);
  await expect(page.getByTestId("index-sections").getByRole("heading", { name: "So arbeiten wir" })).toBeVisible();

  await page.getByRole("link", { name: "Mehr erfahren: Gruppen-Workshops" }).click();
  await expect(page).toHaveURL(/\/services\/gruppen-workshops$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gruppen-Workshops");
  await expect(page.getByText("Inspiration und Austausch in kleinen Gruppen")).toBeVisible();
  // Named by the library's alt text of its image, not by the record's title (issue 51).
  await expect(page.getByTestId("service-detail").getByRole("img", { name: /\S/ }).first()).toBeVisible();
  await expect(page.getByTestId("call-to-action").getByRole("link", { name: "Alle Leistungen" })).toHaveAttribute(
    "href",
    "/services",
  );

  await page.getByRole("link", { name: "Zurück zu den Leistungen" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsere Leistungen");
  expect(errors).toEqual([]);
});

test("an unknown service answers 404 with 'Service not found' and a link back", async ({ page }) => {
  const response = await page.goto("/en/services/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Service not found" })).toBeVisible();
  await expect(page.getByText("The requested service could not be found.")).toBeVisible();
  await answerCookieBanner(page, "Necessary only");
  await page.getByRole("link", { name: "Back to services" }).click();
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our services");
});

test("/projects shows cards with skill badges and visit links in a new tab", async ({ page }) => {
  await page.goto("/projects");
  const cards = page.getByTestId("project-card");
  await expect(cards).toHaveCount(4);
  const first = cards.first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText("Glücksunterricht an Schulen");
  await expect(first.getByRole("img", { name: /\S/ }).first()).toBeVisible();
  await expect(first.getByTestId("project-skills").getByRole("listitem")).toHaveText([
    "Pädagogik",
    "Achtsamkeit",
    "Workshop-Design",
  ]);
  const visit = first.getByRole("link", { name: /Projekt Glücksunterricht an Schulen ansehen/ });
  await expect(visit).toHaveAttribute("href", "https://schulprojekt.example.com/");
  await expect(visit).toHaveAttribute("target", "_blank");
  await expect(visit).toHaveAttribute("rel", /noopener/);
  await expect(page.getByTestId("index-sections").getByRole("heading", { name: "Projekte mit Wirkung" })).toBeVisible();
});

test("the pages work on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/about", "/services", "/projects"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
