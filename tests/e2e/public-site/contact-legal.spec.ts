import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test } from "../fixtures";
import { readyToSend, waitForOwnStamp } from "../form-stamp";

// Seeded: the kontakt page hero ("Kontakt" / "Contact"), general settings (Kastanienallee 12, kontakt@example.com)
// and the three legal pages.

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Each test its own visitor address, so the per-address limit of the contact form never spills over. */
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({
    "cf-connecting-ip": `198.51.100.${(testInfo.workerIndex * 50 + testInfo.retry * 17 + Date.now()) % 250}`,
  });
});

const pages = [
  { path: "/kontakt", de: "Kontakt", en: "Contact" },
  { path: "/impressum", de: "Impressum", en: "Legal notice" },
  { path: "/datenschutz", de: "Datenschutzerklärung", en: "Privacy policy" },
  { path: "/cookies", de: "Cookie-Richtlinie", en: "Cookie policy" },
];

test.describe("contact and legal pages render", () => {
  for (const { path, de, en } of pages) {
    test(`${path} in German and English`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(de);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      await page.goto(`${path}?lang=en`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
      expect(errors).toEqual([]);
    });
  }

  test("the legal text is shown, and the footer leads from one legal page to the next", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/impressum");
    await expect(page.getByRole("heading", { name: "Angaben gemäß § 5 DDG" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
    await expect(page.getByRole("heading", { name: "3. Deine Rechte" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the contact page shows the contact information from the settings", async ({ page }) => {
    await page.goto("/kontakt");
    const info = page.getByTestId("contact-info");
    await expect(info.getByRole("heading", { name: "Kontaktinformationen" })).toBeVisible();
    await expect(info).toContainText("Kastanienallee 12");
    await expect(info).toContainText("10115 Berlin");
    await expect(info).toContainText("Berlin, Deutschland");
    await expect(info.getByRole("link", { name: "kontakt@example.com" })).toHaveAttribute(
      "href",
      "mailto:kontakt@example.com",
    );
    await expect(info).toContainText("Innerhalb von 24 Stunden");
  });
});

test.describe("contact form", () => {
  test("sends a message: pending label, success toast, the form is cleared", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/kontakt");
    await answerCookieBanner(page);
    // The form posts as a page does (a public page runs no React, decision 0069), and while that page
    // load is pending Playwright's own queries wait for it: the page itself reports the button's state
    // once it is disabled, and the post is held back until it has.
    type ButtonState = { text?: string; disabled?: boolean };
    let seen: (state: ButtonState) => void = () => {};
    const pendingState = new Promise<ButtonState>((resolve) => (seen = resolve));
    await page.exposeFunction("reportPending", (state: ButtonState) => seen(state));
    await page.route("**/kontakt", async (route) => {
      if (route.request().method() === "POST") await pendingState;
      await route.continue();
    });
    await page.getByLabel("Name").fill("Erika Musterfrau");
    await page.getByLabel("E-Mail").fill("erika@example.com");
    await page.getByLabel("Unternehmen").fill("Muster AG");
    await page.getByLabel("Telefon").fill("+49 30 987654");
    await page.getByLabel("Website").fill("example.com");
    await page.getByLabel("Nachricht").fill("Ich möchte mehr über Ihr Coaching erfahren.");
    await readyToSend(page);
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>("[data-testid=contact-form] button[type=submit]")!;
      const report = (window as unknown as { reportPending: (state: ButtonState) => void }).reportPending;
      new MutationObserver(() => {
        if (button.disabled) report({ text: button.textContent?.trim(), disabled: button.disabled });
      }).observe(button, { attributes: true, childList: true, characterData: true, subtree: true });
    });
    // The click must not wait for the held page load to begin.
    await page.getByRole("button", { name: "Nachricht senden" }).click({ noWaitAfter: true });
    expect(await pendingState).toEqual({ text: "Wird gesendet...", disabled: true });

    await expect(page.getByTestId("toast")).toContainText("Nachricht gesendet!");
    await expect(page.getByTestId("toast")).toContainText(
      "Deine Nachricht wurde erfolgreich gesendet. Wir melden uns bald bei dir.",
    );
    for (const label of ["Name", "E-Mail", "Unternehmen", "Telefon", "Website", "Nachricht"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByRole("button", { name: "Nachricht senden" })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test("in English", async ({ page }) => {
    await page.goto("/en/contact");
    await answerCookieBanner(page, "Necessary only");
    await page.getByLabel("Name").fill("John Doe");
    await page.getByLabel("E-mail").fill("john@example.com");
    await page.getByLabel("Message").fill("Hello there!");
    // This one sends the stamp the page handed out, after a person's wait: the others sign their own.
    await waitForOwnStamp(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message sent!");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });

  test("a bad e-mail address gets a field message and the input stays", async ({ page }) => {
    await page.goto("/kontakt");
    await answerCookieBanner(page);
    await page.getByLabel("Name").fill("Erika");
    await page.getByLabel("E-Mail").fill("kein-mail");
    await page.getByLabel("Nachricht").fill("Meine Nachricht bleibt.");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    const email = page.getByLabel("E-Mail");
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Bitte gib eine gültige E-Mail-Adresse ein.");
    await expect(email).toHaveValue("kein-mail");
    await expect(page.getByLabel("Nachricht")).toHaveValue("Meine Nachricht bleibt.");
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("a bad website gets a field message and the input stays", async ({ page }) => {
    await page.goto("/kontakt");
    await answerCookieBanner(page);
    await page.getByLabel("Name").fill("Erika");
    await page.getByLabel("E-Mail").fill("erika@example.com");
    await page.getByLabel("Website").fill("javascript:alert(1)");
    await page.getByLabel("Nachricht").fill("Noch eine Nachricht.");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(
      page.getByText("Bitte gib eine gültige Website-Adresse ein (z. B. https://example.com)."),
    ).toBeVisible();
    await expect(page.getByLabel("Website")).toHaveValue("javascript:alert(1)");
    await expect(page.getByLabel("Nachricht")).toHaveValue("Noch eine Nachricht.");

    // Correcting it clears the message, and the message goes out.
    await page.getByLabel("Website").fill("https://erika.example.com");
    await expect(page.getByText("Bitte gib eine gültige Website-Adresse ein (z. B. https://example.com).")).toHaveCount(
      0,
    );
    await readyToSend(page);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByTestId("toast")).toContainText("Nachricht gesendet!");
  });

  test("required fields are marked and checked", async ({ page }) => {
    await page.goto("/kontakt");
    await answerCookieBanner(page);
    for (const label of ["Name", "E-Mail", "Nachricht"])
      await expect(page.getByLabel(label)).toHaveAttribute("required", "");
    await expect(page.getByLabel("Nachricht")).toHaveAttribute("rows", "6");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Bitte gib deinen Namen ein.")).toBeVisible();
    await expect(page.getByText("Bitte gib deine E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByText("Bitte gib eine Nachricht ein.")).toBeVisible();
  });
});

test.describe("the robots' trap field", () => {
  for (const { path, field, label } of [
    { path: "/kontakt", field: "#contact-name", label: "Dieses Feld bitte leer lassen" },
    { path: "/en/contact", field: "#contact-name", label: "Please leave this field empty" },
    { path: "/", field: "#newsletter-email", label: "Dieses Feld bitte leer lassen" },
    { path: "/en", field: "#newsletter-email", label: "Please leave this field empty" },
  ]) {
    test(`is neither seen, nor reached by keyboard, nor announced (${path})`, async ({ page }) => {
      // Markup and layout are all this needs, not the page's images.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const trap = page.locator('input[name="company_website"]');
      await expect(trap).toHaveCount(1);
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).toHaveAttribute("autocomplete", "off");
      // Off-screen: no part of it lies inside the page.
      const box = await trap.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(0);
      // Not in the accessibility tree: no textbox by its label.
      await expect(page.getByRole("textbox", { name: label })).toHaveCount(0);
      // The keyboard goes from the control before it to the field after it, never into it.
      const next = page.locator(field);
      await next.focus();
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe("company_website");
      await page.keyboard.press("Tab");
      await expect(next).toBeFocused();
    });
  }
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends the message and the toast arrives after the redirect", async ({ page }) => {
    await page.goto("/kontakt");
    await page.getByLabel("Name").fill("Ohne Skript");
    await page.getByLabel("E-Mail").fill("ohne-js@example.com");
    await page.getByLabel("Nachricht").fill("Gesendet ohne JavaScript.");
    await readyToSend(page);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    // Back at the form, its confirmation above the fields (contact-confirmation.spec.ts).
    await expect(page).toHaveURL(/\/kontakt#contact-form-title$/);
    await expect(page.getByTestId("toast")).toContainText("Nachricht gesendet!");
    await expect(page.getByLabel("Nachricht")).toHaveValue("");
  });

  test("a server-side error comes back with the message and the input", async ({ page }) => {
    await page.goto("/kontakt");
    await page.getByLabel("Name").fill("Viel Text");
    await page.getByLabel("E-Mail").fill("viel@example.com");
    await page.getByLabel("Nachricht").fill("x".repeat(5001));
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Die Nachricht darf höchstens 5.000 Zeichen lang sein.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Viel Text");
    await expect(page.getByLabel("E-Mail")).toHaveValue("viel@example.com");
    await expect(page.getByLabel("Nachricht")).toHaveValue("x".repeat(5001));
  });
});

test("sitemap.xml and robots.txt are served", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/en/contact</loc>`);
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
