import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test } from "../fixtures";
import { waitForOwnStamp } from "../form-stamp";
import { latestMailTo, runOnE2eDb } from "../outbox";

// Seeded (issue 52): the Hamburg workshop takes registrations here (8 seats, one taken, one free-text
// question); the Munich day is full with a waiting list. Each run registers addresses of its own and
// removes them again, so the seats of the shared rows are back as seeded afterwards.
const HAMBURG = "/events/workshop-dankbarkeit-hamburg";
const MUNICH = "/events/resilienz-tag-muenchen";

const own = (tag: string) => `reg-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The number the page's seats line says ("Noch 6 Plätze frei", "6 seats left"). */
async function seatsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId("seats").textContent()) ?? "";
  const n = /\d+/.exec(text)?.[0];
  if (!n) throw new Error(`no seats count in: ${text}`);
  return Number(n);
}

/** Fills and sends the page's registration form as a person would (the page's own stamp, old enough). */
async function register(
  page: Page,
  texts: { name: string; email: string; answer: string; consent: RegExp },
  email: string,
) {
  const form = page.getByTestId("registration").locator("form");
  await form.getByRole("textbox", { name: texts.name, exact: true }).fill("Ada Test");
  await form.getByRole("textbox", { name: texts.email }).fill(email);
  await form.getByRole("textbox", { name: texts.answer }).fill("Ruhe");
  await form.getByRole("checkbox", { name: texts.consent }).check();
  await waitForOwnStamp(page, form);
  await form.getByRole("button").last().click();
}

const GERMAN = { name: "Name", email: "E-Mail-Adresse", answer: "Was erhoffst du dir", consent: /einverstanden/ };
const ENGLISH = { name: "Name", email: "E-mail address", answer: "What do you hope", consent: /agree/ };

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test(`a visitor registers for the Hamburg workshop in German and one in English: confirmation, one seat fewer each @seats`, async ({
      page,
    }) => {
      const emails = [own("de"), own("en")];
      try {
        await page.goto(HAMBURG);
        if (javaScriptEnabled) await answerCookieBanner(page);
        const before = await seatsLeft(page);
        await register(page, GERMAN, emails[0]!);
        await expect(page).toHaveURL(new RegExp(`${HAMBURG}$`));
        await expect(page.getByTestId("toast")).toContainText("Danke für deine Anmeldung!");
        await expect(page.getByTestId("seats")).toHaveText(`Noch ${before - 1} Plätze frei`);
        await expect
          .poll(async () => (await latestMailTo(emails[0]!))?.subject)
          .toBe("Anmeldung bestätigt: Workshop: Dankbarkeit im Alltag");

        await page.goto(`${HAMBURG}?lang=en`);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await register(page, ENGLISH, emails[1]!);
        await expect(page.getByTestId("toast")).toContainText("Thank you for registering!");
        await expect(page.getByTestId("seats")).toHaveText(`${before - 2} seats left`);
        await expect.poll(async () => (await latestMailTo(emails[1]!))?.subject).toMatch(/^Registration confirmed: /);
      } finally {
        await runOnE2eDb(`DELETE FROM event_registrations WHERE email IN (?, ?)`, ...emails);
      }
    });
  });
}

test("the full Munich day offers its waiting list, in German and in English", async ({ page }) => {
  await page.goto(MUNICH);
  const block = page.getByTestId("registration");
  await expect(block.getByTestId("seats")).toHaveText("Warteliste");
  await expect(block.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
  await page.goto(`${MUNICH}?lang=en`);
  await expect(block.getByTestId("seats")).toHaveText("Waiting list");
});
