import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test } from "../fixtures";

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * The seeded demo content (db/seed.ts BLOG_POSTS, SHOP_PRODUCTS): translated records show their English
 * text under their English slug (the German address leads there), the others their German text.
 */
const PAGES = [
  { path: "/blog", h1: { de: "Blog", en: "Blog" } },
  {
    path: "/blog/drei-gute-dinge-uebung",
    h1: { de: "Die 3-gute-Dinge-Übung", en: "The three good things exercise" },
    en: "/en/blog/three-good-things-exercise",
  },
  { path: "/blog/digital-detox-wochenende", h1: { de: "Digital Detox", en: "Digital Detox" } },
  { path: "/shop", h1: { de: "Shop", en: "Shop" } },
  {
    path: "/shop/gluecks-journal",
    h1: { de: "Das Glücks-Journal", en: "The Happiness Journal" },
    en: "/en/shop/happiness-journal",
  },
];

test.describe("blog and shop pages", () => {
  for (const { path, h1, en } of PAGES) {
    for (const lang of ["de", "en"] as const) {
      test(`${path} renders in ${lang}`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const response = await page.goto(lang === "en" ? `${path}?lang=en` : path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        if (lang === "en") await expect(page).toHaveURL(new RegExp(`${en ?? `/en${path}`}$`));
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeVisible();
        await expect(heading).toContainText(h1[lang]);
        expect(errors).toEqual([]);
      });
    }
  }

  test("the blog shows both grids and the card labels", async ({ page }) => {
    await page.goto("/en/blog");
    await expect(page.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest Articles" })).toBeVisible();
    // Content and slug: an internal link; otherwise the external article in a new tab.
    await expect(page.getByRole("link", { name: /Read more\W+The three good things exercise/ })).toHaveAttribute(
      "href",
      "/en/blog/three-good-things-exercise",
    );
    const external = page.getByRole("link", { name: /Visit full article\W+Dankbarkeit im Job/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("blog search filters on the server and can be cleared", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/blog");
    await answerCookieBanner(page);
    await expect(page.getByRole("heading", { name: /Achtsam essen/ })).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Artikel durchsuchen" });
    await search.fill("resilienz");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/blog\?q=resilienz$/);
    await expect(page.getByTestId("search-status")).toContainText("1 Artikel für „resilienz“");
    await expect(page.getByRole("heading", { name: /Resilienz: Wie wir an Krisen wachsen/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Achtsam essen/ })).toHaveCount(0);
    await expect(search).toHaveValue("resilienz");

    await search.fill("gibtesnicht");
    await search.press("Enter");
    await expect(page).toHaveURL(/\?q=gibtesnicht$/);
    await expect(page.getByText("Keine Artikel für „gibtesnicht“ gefunden")).toBeVisible();

    await page.getByRole("link", { name: "Suche zurücksetzen" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: /Achtsam essen/ })).toBeVisible();
    await expect(search).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test("a blog card opens the post; the post links back", async ({ page }) => {
    await page.goto("/blog");
    await answerCookieBanner(page);
    await page.getByRole("link", { name: /Weiterlesen\W+Resilienz/ }).click();
    await expect(page).toHaveURL(/\/blog\/resilienz-an-krisen-wachsen$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resilienz: Wie wir an Krisen wachsen");
    await expect(page.getByTestId("external-link-box")).toBeVisible();
    await page.getByRole("link", { name: "Zurück zum Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("shop search and category filter combine; Details opens the product", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/en/shop");
    await answerCookieBanner(page, "Necessary only");
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();

    await page.getByRole("combobox", { name: "Category" }).selectOption("Bücher");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/category=B%C3%BCcher/);
    await expect(page.getByRole("heading", { name: "Buch: Glück ist trainierbar" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Happiness Journal" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search products" }).fill("journal");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No products found for “journal” in the category “Bücher”")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/en\/shop$/);

    await page
      .getByTestId("all-products")
      .getByRole("link", { name: /Details\W+The Happiness Journal/ })
      .click();
    await expect(page).toHaveURL(/\/en\/shop\/happiness-journal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Happiness Journal");
    await expect(page.getByRole("link", { name: /Visit Shop/ })).toHaveAttribute("target", "_blank");
    expect(errors).toEqual([]);
  });

  test("unknown articles and products show the not-found page", async ({ page }) => {
    const blog = await page.goto("/blog/x");
    expect(blog?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel nicht gefunden");
    await expect(page.getByRole("link", { name: "Zurück zum Blog" })).toHaveAttribute("href", "/blog");

    const shop = await page.goto("/en/shop/x");
    expect(shop?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product not found");
    await expect(page.getByRole("link", { name: "Back to shop" })).toHaveAttribute("href", "/en/shop");

    await page.goto("/en/blog/x");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
  });
});
