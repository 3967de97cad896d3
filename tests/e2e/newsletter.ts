import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { personStamp } from "./form-stamp";
import { latestMailTo, sitePathIn } from "./outbox";

/**
 * Newsletter steps shared by the a11y, keyboard and newsletter specs: a real sign-up through the
 * site's endpoint, the link from the local outbox, and a campaign created and sent by the admin.
 */

/** The newest mail to an address; the confirmation mail goes out just after the form's answer. */
export async function mailTo(to: string, subject?: RegExp) {
  let mail: Awaited<ReturnType<typeof latestMailTo>> = null;
  await expect
    .poll(
      async () => {
        mail = await latestMailTo(to);
        return mail !== null && (!subject || subject.test(mail.subject));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return mail!;
}

/**
 * Signs an address up (as the home form does without JavaScript, with a stamp a minute old) and
 * returns its confirmation link.
 */
export async function signUp(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  lang: "de" | "en" = "de",
): Promise<string> {
  const res = await request.post("/newsletter", {
    form: { email, lang, redirectTo: "/", form_stamp: personStamp() },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  // An English reader's link is the English page's address.
  const confirmPath = lang === "en" ? "/en/newsletter/confirm" : "/newsletter/confirm";
  return sitePathIn((await mailTo(email, /newsletter|Newsletter/)).text, confirmPath);
}

/**
 * Presses the confirmation page's button as a form without JavaScript does: a POST to the link's own
 * address (opening the link alone confirms nothing).
 */
export async function confirmLink(request: APIRequestContext, baseURL: string, confirm: string) {
  const res = await request.post(confirm, { form: {}, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(res.status()).toBe(200);
}

/** A confirmed subscriber, ready to receive campaigns. */
export async function confirmedSubscriber(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  lang: "de" | "en" = "de",
) {
  await confirmLink(request, baseURL, await signUp(request, baseURL, email, lang));
}

/** The new-campaign editor, opened from the list's link (no campaign exists until it is saved). */
export async function newCampaign(admin: Page) {
  await admin.goto("/admin/newsletter-campaigns");
  await admin.getByRole("link", { name: "Neue Kampagne" }).click();
  await expect(admin).toHaveURL(/\/admin\/newsletter-campaigns\/new$/);
}

export async function fillCampaign(admin: Page, subject: string) {
  await admin.getByLabel("Betreff (Deutsch)").fill(subject);
  await admin.getByLabel("Vorschautext (Deutsch)").fill("Kurz gesagt");
  // The bodies are the visual editor (the textarea behind it is hidden, so the role finds the editor).
  await admin.getByRole("textbox", { name: "Text (Deutsch)", exact: true }).fill("Hallo, ein Text mit Betonung.");
  await admin.getByLabel("Betreff (Englisch)").fill(`${subject} (en)`);
  await admin.getByRole("textbox", { name: "Text (Englisch)", exact: true }).fill("Hello, some news.");
}
