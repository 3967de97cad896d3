import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { waitForOwnStamp } from "../form-stamp";

/*
 * The contact form's confirmation (issue 51): after a post it stands above the fields, covering none
 * of them, on a phone and on a laptop, with the page's JavaScript and without any; its close icon is
 * reached with Tab and closes it with Enter.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const LANGS = [
  {
    path: "/kontakt",
    name: "Name",
    email: "E-Mail",
    message: "Nachricht",
    send: "Nachricht senden",
    sent: "Nachricht gesendet!",
    close: "Schließen",
  },
  {
    path: "/en/contact",
    name: "Name",
    email: "E-mail",
    message: "Message",
    send: "Send message",
    sent: "Message sent!",
    close: "Close",
  },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the form's fields and its send button, as laid out now. */
async function fieldBoxes(form: Locator): Promise<Box[]> {
  return form.locator("input:not([type=hidden]), textarea, button[type=submit]").evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 1 && r.height > 1)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  );
}

async function send(page: Page, lang: (typeof LANGS)[number]) {
  // The cookie choice is made already: the banner is another test's subject, here it would cover the form.
  const consent = JSON.stringify({ necessary: true, analytics: false, marketing: false });
  const url = String(test.info().project.use.baseURL);
  await page.context().addCookies([{ name: "cookieConsent", value: encodeURIComponent(consent), url }]);
  await page.goto(lang.path);
  await page.getByLabel(lang.name).fill("Erika Musterfrau");
  await page.getByLabel(lang.email).fill("erika@example.com");
  await page.getByLabel(lang.message).fill("Ich möchte mehr erfahren.");
  await waitForOwnStamp(page);
  await page.getByRole("button", { name: lang.send }).click();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    for (const size of SIZES) {
      for (const lang of LANGS) {
        test(`${lang.path} at ${size.width}×${size.height}: the confirmation covers no field and closes`, async ({
          page,
        }, testInfo) => {
          await page.setExtraHTTPHeaders({
            "cf-connecting-ip": `198.51.100.${(testInfo.workerIndex * 60 + Date.now()) % 250}`,
          });
          await page.setViewportSize(size);
          await send(page, lang);
          await expect(page).toHaveURL(new RegExp(`${lang.path}#contact-form-title$`));
          const confirmation = page.getByRole("status").filter({ hasText: lang.sent });
          await expect(confirmation).toBeVisible();
          await expect(confirmation).toBeInViewport();

          // Scrolled anywhere, the confirmation never lies over a field or the send button.
          const form = page.getByTestId("contact-form");
          for (const y of [0, 300, 800]) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            const box = (await confirmation.boundingBox())!;
            for (const field of await fieldBoxes(form)) expect(overlaps(box, field), JSON.stringify(field)).toBe(false);
          }

          // Tab reaches its close icon; Enter closes it and leaves the form as it was.
          const close = page.getByTestId("contact-confirmation").locator("summary", { hasText: lang.close });
          // From the form's heading, as a person reading on would.
          await page.locator("#contact-form-title").click();
          let reached = false;
          for (let i = 0; i < 5 && !reached; i++) {
            await page.keyboard.press("Tab");
            reached = await close.evaluate((el) => el === document.activeElement);
          }
          expect(reached, "the close icon is reached with Tab").toBe(true);
          await page.keyboard.press("Enter");
          await expect(page.getByText(lang.sent)).toBeHidden();
          await expect(page.getByLabel(lang.name)).toBeVisible();
        });
      }
    }
  });
}
