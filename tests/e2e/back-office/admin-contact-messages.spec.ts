import { answerCookieBanner, expect, test } from "../fixtures";
import { waitForOwnStamp } from "../form-stamp";
import { mailTo } from "../newsletter";

test("a visitor's message is answered by e-mail from 'Kontaktnachrichten', then deleted", async ({
  page,
  adminPage,
}) => {
  const errors: string[] = [];
  adminPage.on("pageerror", (error) => errors.push(error.message));
  const tag = Date.now().toString(36);
  const name = `Besucherin ${tag}`;
  const email = `visitor-${tag}@example.com`;

  // The visitor (not signed in) writes through the public contact form; an own address per run keeps
  // the form's per-address limit out of the way.
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.100.${Date.now() % 250}` });
  await page.goto("/kontakt");
  await answerCookieBanner(page);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Nachricht").fill("Wie läuft ein Erstgespräch ab?\nIch freue mich auf Antwort.");
  // The message must be stored, so this test sends the stamp its page handed out, after the wait a
  // person needs: a swapped-in stamp was seen to be put back by a re-render of the form on a busy machine.
  await waitForOwnStamp(page);
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByTestId("toast")).toContainText("Nachricht gesendet!");

  // The admin sees it in the list, with the stat cards above.
  await adminPage.goto("/admin/contact-messages");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Kontaktnachrichten" })).toBeVisible();
  await expect(adminPage.getByTestId("stat-total")).toContainText("Nachrichten gesamt");
  await expect(adminPage.getByTestId("stat-recent")).toContainText("Letzte 7 Tage");
  const card = adminPage.getByRole("article", { name });
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(card.getByTestId("contact-message-text")).toContainText("Wie läuft ein Erstgespräch ab?");

  // The reply dialog: e-mail by default, opened with the greeting; 'Senden' only while there is text.
  await card.getByRole("link", { name: `Antworten: ${name}` }).click();
  await expect(adminPage).toHaveURL(/\?reply=\d+$/);
  const dialog = adminPage.getByRole("dialog", { name: "Antworten" });
  await expect(dialog.getByLabel("Art der Antwort")).toHaveValue("email");
  const send = dialog.getByRole("button", { name: "Senden" });
  const text = dialog.getByRole("textbox", { name: "Antwort", exact: true });
  await expect(text).toHaveValue(new RegExp(`^Hallo ${name},\\n[\\s\\S]*Viele Grüße`));
  await text.fill("   ");
  await expect(send).toBeDisabled();
  await text.fill(`Gern erkläre ich es dir am Telefon. (${tag})`);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(adminPage.getByTestId("toast")).toContainText("Antwort erfolgreich gesendet.");
  await expect(dialog).toBeHidden();
  const reply = card.getByTestId("contact-reply");
  await expect(reply).toHaveCount(1);
  await expect(reply).toContainText("E-Mail");
  await expect(reply).toContainText(`Gern erkläre ich es dir am Telefon. (${tag})`);

  // The visitor got the reply (it goes out just after the answer), addressed as the demo site says: du.
  const mail = await mailTo(email, /^Antwort auf deine Nachricht$/);
  expect(mail?.subject).toBe("Antwort auf deine Nachricht");
  expect(mail?.text).toContain(`Gern erkläre ich es dir am Telefon. (${tag})`);
  expect(mail?.text).toContain("> Wie läuft ein Erstgespräch ab?");

  // Clean up: delete the message (with its reply) after confirming.
  await card.getByRole("link", { name: `Löschen: Nachricht von ${name}` }).click();
  const confirm = adminPage.getByRole("dialog", { name: "Löschen bestätigen" });
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(adminPage.getByTestId("toast")).toContainText("Kontaktnachricht erfolgreich gelöscht.");
  await expect(adminPage.getByRole("article", { name })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a moderator records a phone reply, edits it and deletes it", async ({ page, moderatorPage }) => {
  const tag = Date.now().toString(36);
  const name = `Anrufer ${tag}`;
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.100.${(Date.now() + 97) % 250}` });
  await page.goto("/kontakt");
  await answerCookieBanner(page);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-Mail").fill(`caller-${tag}@example.com`);
  await page.getByLabel("Nachricht").fill("Bitte rufen Sie mich an.");
  // The message must be stored, so this test sends the stamp its page handed out, after the wait a
  // person needs: a swapped-in stamp was seen to be put back by a re-render of the form on a busy machine.
  await waitForOwnStamp(page);
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByTestId("toast")).toContainText("Nachricht gesendet!");

  await moderatorPage.goto("/admin/contact-messages");
  const card = moderatorPage.getByRole("article", { name });
  await card.getByRole("link", { name: `Antworten: ${name}` }).click();
  const dialog = moderatorPage.getByRole("dialog", { name: "Antworten" });
  await dialog.getByLabel("Art der Antwort").selectOption("telefone");
  await dialog.getByRole("textbox", { name: "Antwort", exact: true }).fill("Angerufen, Termin vereinbart.");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(moderatorPage.getByTestId("toast")).toContainText("Antwort erfolgreich gesendet.");
  const reply = card.getByTestId("contact-reply");
  await expect(reply).toContainText("Telefon");

  // Edit: the saved text is in the form; a blank text cannot be saved.
  await reply.getByRole("link", { name: /Antwort bearbeiten/ }).click();
  const edit = moderatorPage.getByRole("dialog", { name: "Antwort bearbeiten" });
  const text = edit.getByRole("textbox", { name: "Antwort", exact: true });
  await expect(text).toHaveValue("Angerufen, Termin vereinbart.");
  await text.fill("");
  await expect(edit.getByRole("button", { name: "Speichern" })).toBeDisabled();
  await text.fill("Angerufen, Termin am Freitag.");
  await edit.getByLabel("Art der Antwort").selectOption("in_person");
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(moderatorPage.getByTestId("toast")).toContainText("Antwort erfolgreich aktualisiert.");
  await expect(reply).toContainText("Persönlich");
  await expect(reply).toContainText("Angerufen, Termin am Freitag.");

  // Delete the reply, then the message.
  await reply.getByRole("link", { name: /Antwort löschen/ }).click();
  await moderatorPage
    .getByRole("dialog", { name: "Löschen bestätigen" })
    .getByRole("button", { name: "Löschen" })
    .click();
  await expect(moderatorPage.getByTestId("toast")).toContainText("Antwort erfolgreich gelöscht.");
  await expect(card.getByTestId("contact-reply")).toHaveCount(0);

  await card.getByRole("link", { name: `Löschen: Nachricht von ${name}` }).click();
  await moderatorPage
    .getByRole("dialog", { name: "Löschen bestätigen" })
    .getByRole("button", { name: "Löschen" })
    .click();
  await expect(moderatorPage.getByTestId("toast")).toContainText("Kontaktnachricht erfolgreich gelöscht.");
  await expect(moderatorPage.getByRole("article", { name })).toHaveCount(0);
});
