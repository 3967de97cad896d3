import { expect, hydrated, test } from "../fixtures";
import { runOnE2eDb } from "../outbox";

// Seeded (issue 52): the Munich day has two seats, both taken (Jonas Muster, Lea Probe), and Tom Test
// waiting. The test changes these shared rows and puts them back.
const MUNICH = "Resilienz-Tag München";
const PHONE = { width: 390, height: 844 };

async function restoreMunich() {
  await runOnE2eDb(
    `UPDATE event_registrations SET status = CASE email WHEN 'tom@example.com' THEN 'waiting' ELSE 'confirmed' END
     WHERE email IN ('jonas@example.com', 'lea@example.com', 'tom@example.com')
       AND event_id = (SELECT id FROM events WHERE slug = 'resilienz-tag-muenchen')`,
  );
}

test("staff see the counts, cancel a seat (the first waiting moves up) and check one in on a phone with one tap @seats", async ({
  adminPage: page,
}) => {
  try {
    await page.goto("/admin/anmeldungen");
    await hydrated(page);
    await page.getByRole("link", { name: MUNICH }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(MUNICH);
    await expect(page.getByTestId("count-confirmed")).toContainText("2 / 2");
    await expect(page.getByTestId("count-waiting")).toContainText("1");

    await page.getByRole("button", { name: "Stornieren: Jonas Muster" }).click();
    await expect(page.getByTestId("count-waiting")).toContainText("0");
    await expect(page.getByTestId("count-cancelled")).toContainText("1");
    const tom = page.getByTestId("registration-row").filter({ hasText: "Tom Test" });
    await expect(tom.getByTestId("registration-status")).toHaveText("Bestätigt");
    const jonas = page.getByTestId("registration-row").filter({ hasText: "Jonas Muster" });
    await expect(jonas.getByTestId("registration-status")).toHaveText("Storniert");

    // The door: a phone, one tap per person, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.getByRole("link", { name: "Check-in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Check-in");
    await hydrated(page);
    await expect(page.getByTestId("check-in-count")).toContainText(/^0 von \d+ da$/);
    await page.getByRole("button", { name: "Ist da: Lea Probe" }).click();
    await expect(page.getByTestId("check-in-count")).toContainText(/^1 von \d+ da$/);
    await expect(page.getByTestId("check-in-row").filter({ hasText: "Lea Probe" })).toContainText("Teilgenommen");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await restoreMunich();
  }
});
