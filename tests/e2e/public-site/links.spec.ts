import { answerCookieBanner, expect, test } from "../fixtures";

// Seeded links: instagram and youtube (shown, redirecting), termin (shown, redirect off), podcast (hidden).

test.describe("short-link overview", () => {
  test("lists the active links on /weiterleitungen and /links", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of ["/weiterleitungen", "/links"]) {
      await page.goto(path);
      const cards = page.getByTestId("redirect-card");
      await expect(cards).toHaveCount(3);
      await expect(page.getByTestId("redirects-count")).toHaveText("3 aktive Weiterleitungen");
      await expect(cards.first().getByRole("heading", { name: "/instagram" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "/youtube" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "/termin" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "/podcast" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Link /instagram in neuem Tab öffnen" })).toHaveAttribute(
        "href",
        "/instagram",
      );
      await expect(page.getByRole("link", { name: "Link /instagram in neuem Tab öffnen" })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
    await page.goto("/en/links");
    await expect(page.getByTestId("redirects-count")).toHaveText("3 active redirects");
    expect(errors).toEqual([]);
  });

  test("Copy puts the full short URL on the clipboard and shows 'Link kopiert!' / 'Link copied!'", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/weiterleitungen");
    await answerCookieBanner(page);
    await page.getByRole("button", { name: "Link /youtube kopieren" }).click();
    await expect(page.getByTestId("toast")).toContainText("Link kopiert!");
    await expect(page.getByTestId("toast")).not.toContainText("copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/youtube`);

    await page.goto("/en/links");
    await page.getByRole("button", { name: "Copy link /instagram" }).click();
    await expect(page.getByTestId("toast")).toContainText("Link copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/instagram`);
  });
});

test.describe("following a short link", () => {
  // No internet here: check the redirect itself instead of loading the external site.
  test("answers 302 to the target, and the click is counted", async ({ page }) => {
    await page.goto("/weiterleitungen");
    const before = Number((await page.getByTestId("click-count").first().textContent())?.replace(/\D/g, ""));

    const response = await page.request.get("/instagram", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("https://www.instagram.com/");
    expect(response.headers()["cache-control"]).toBe("private, no-store");

    await expect
      .poll(
        async () => {
          await page.reload();
          return Number((await page.getByTestId("click-count").first().textContent())?.replace(/\D/g, ""));
          // The overview may come from the page cache, which renders it again after at most ten seconds.
        },
        { timeout: 25_000 },
      )
      .toBe(before + 1);
  });

  test("a disabled or unknown code shows the site's 404 page", async ({ page }) => {
    for (const path of ["/termin", "/gibt-es-nicht-123"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    }
  });
});
