import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { sendCampaignChunk, unsubscribeToken } from "~/lib/newsletter/index.server";
import { FORMAL, INFORMAL, mainText, setAddress, visibleText, words } from "../form-of-address-helpers";
import { clearTables, fetchWorker, formStamp, ORIGIN, postForm, testDb } from "../helpers";

/*
 * The newsletter's pages and mails address the reader as general settings say (decision 0058):
 * "du" when the setting says so, "Sie" otherwise.
 */

function mailsTo(email: string) {
  return testDb().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, email));
}

async function waitForMail(email: string) {
  for (let i = 0; i < 100; i++) {
    const [mail] = await mailsTo(email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

async function signUp(email: string) {
  const res = await postForm(
    "/newsletter",
    { _js: "1", redirectTo: "/", email, ...(await formStamp()) },
    { "cf-connecting-ip": "198.51.100.77" },
  );
  expect(res.status).toBe(200);
  const mail = await waitForMail(email);
  const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  return { mail, path: url.pathname + url.search };
}

beforeEach(() =>
  clearTables(
    schema.newsletterCampaignRecipients,
    schema.newsletterCampaigns,
    schema.newsletterSubscriptions,
    schema.outboxEmails,
    schema.rateLimits,
  ),
);
afterEach(() => setAddress("sie"));

describe("the newsletter's form of address", () => {
  it('with "du": the confirmation mail, the confirm page before and after, the unsubscribe page and a campaign mail say "du"', async () => {
    await setAddress("du");
    const { mail, path } = await signUp("du@example.com");
    expect(mail.subject).toBe("Bitte bestätige deine Newsletter-Anmeldung");
    for (const text of [mail.subject, mail.text, visibleText(mail.html ?? "")]) {
      expect(words(text, FORMAL), text).toEqual([]);
    }
    expect(mail.text).toContain("ignoriere diese E-Mail");

    const ask = mainText(await (await fetchWorker(path)).text());
    expect(ask).toContain("Möchtest du unseren Newsletter erhalten?");
    expect(words(ask, FORMAL), ask).toEqual([]);

    const done = mainText(await (await postForm(path, {})).text());
    expect(done).toContain("Deine Anmeldung zum Newsletter ist bestätigt.");
    expect(words(done, FORMAL), done).toEqual([]);

    const [row] = await testDb()
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, "du@example.com"));
    const token = await unsubscribeToken(env, { subscriptionId: row!.id, campaignId: 0, lang: "de" });
    const unsubscribe = `/newsletter/unsubscribe?${new URLSearchParams({ token })}`;
    const question = mainText(await (await fetchWorker(unsubscribe)).text());
    expect(question).toContain("Möchtest du den Newsletter abbestellen?");
    expect(words(question, FORMAL), question).toEqual([]);
    const gone = mainText(await (await postForm(unsubscribe, {})).text());
    expect(gone).toContain("Du wurdest vom Newsletter abgemeldet.");
    expect(words(gone, FORMAL), gone).toEqual([]);

    // A campaign mail's footer (why the reader gets it) in the same voice.
    await testDb()
      .update(schema.newsletterSubscriptions)
      .set({ status: "confirmed", unsubscribed_at: null })
      .where(eq(schema.newsletterSubscriptions.id, row!.id));
    const [campaign] = await testDb()
      .insert(schema.newsletterCampaigns)
      .values({ subject_de: "Neuigkeiten", body_de: "Neues Programm.", status: "sending", audience: "de" })
      .returning();
    const [recipient] = await testDb()
      .insert(schema.newsletterCampaignRecipients)
      .values({ campaign_id: campaign!.id, subscription_id: row!.id, lang: "de" })
      .returning();
    await sendCampaignChunk(env, { campaignId: campaign!.id, origin: ORIGIN, recipientIds: [recipient!.id] });
    const news = (await mailsTo("du@example.com")).find((m) => m.subject === "Neuigkeiten");
    expect(news?.text).toContain("Du erhältst diese E-Mail, weil du unseren Newsletter abonniert hast.");
    expect(words(visibleText(news!.html ?? ""), FORMAL)).toEqual([]);
  });

  it('by default ("Sie"): the confirmation mail and the confirm page say "Sie" and never "du"', async () => {
    await setAddress("sie");
    const { mail, path } = await signUp("sie@example.com");
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    expect(words(mail.text, INFORMAL)).toEqual([]);
    const ask = mainText(await (await fetchWorker(path)).text());
    expect(ask).toContain("Möchten Sie unseren Newsletter erhalten?");
    expect(words(ask, INFORMAL)).toEqual([]);
  });
});
