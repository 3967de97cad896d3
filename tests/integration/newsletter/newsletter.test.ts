import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { signUpForNewsletter, confirmToken, readConfirmToken, unsubscribeToken } from "~/lib/newsletter/index.server";
import { DAILY_CRON } from "~/lib/schedules";
import { NEWSLETTER_CONSENT } from "~/lib/newsletter";
import { clearTables, fetchWorker, formStamp, ORIGIN, postForm, testDb } from "../helpers";

const DAY = 24 * 60 * 60 * 1000;
const CONFIRM_TEXT = "Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail";

let ipCounter = 0;
/** A fresh visitor network per sign-up unless a test is about the per-IP limit. */
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

async function signUp(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return postForm(
    "/newsletter",
    { _js: "1", redirectTo: "/about", ...(await formStamp()), ...fields },
    { "cf-connecting-ip": freshIp(), ...headers },
  );
}

async function subscription(email: string) {
  const [row] = await testDb()
    .select()
    .from(schema.newsletterSubscriptions)
    .where(eq(schema.newsletterSubscriptions.email, email));
  return row;
}

function mailsTo(email: string) {
  return testDb()
    .select()
    .from(schema.outboxEmails)
    .where(eq(schema.outboxEmails.to, email))
    .orderBy(schema.outboxEmails.id);
}

/** The confirmation mail goes out after the answer (so the answer's timing reveals nothing): wait for it. */
async function waitForMails(email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mail(s) to ${email}, got ${(await mailsTo(email)).length}`);
}

/** Lets any mail a request queued after its answer arrive, so "nothing was sent" is a real observation. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 750));

function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
}

const pathOf = (url: URL) => url.pathname + url.search;

/** Presses the confirm page's one button: a same-origin POST to the link's own address. */
const confirmVia = (url: URL | string) => postForm(typeof url === "string" ? url : pathOf(url), {});

beforeEach(() =>
  clearTables(
    schema.newsletterCampaignRecipients,
    schema.newsletterCampaigns,
    schema.newsletterSubscriptions,
    schema.outboxEmails,
    schema.rateLimits,
  ),
);

describe("double opt-in", () => {
  it("a new address becomes pending with its consent record and gets ONE confirmation mail; following the link confirms", async () => {
    const before = Date.now();
    const res = await signUp({ email: "Anna@Example.com", name: "Anna" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(CONFIRM_TEXT);

    const row = (await subscription("anna@example.com"))!;
    expect(row).toMatchObject({
      status: "pending",
      is_active: true,
      name: "Anna",
      lang: "de",
      website: "localhost:8787",
      consent_page: "/about",
      confirmed_at: null,
    });
    expect(row.consent_text).toBe(NEWSLETTER_CONSENT.de);
    expect(row.consent_version).toBe(NEWSLETTER_CONSENT.version);
    expect(row.consent_requested_at!.getTime()).toBeGreaterThanOrEqual(before);
    expect(
      await testDb()
        .select()
        .from(schema.newsletterSubscriptions)
        .where(eq(schema.newsletterSubscriptions.status, "confirmed")),
    ).toHaveLength(0);

    const [mail, ...more] = await waitForMails("anna@example.com", 1);
    await settle();
    expect(more).toHaveLength(0);
    expect(await mailsTo("anna@example.com")).toHaveLength(1);
    expect(mail!.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    expect(mail!.text).toContain("7 Tage");
    expect(mail!.html).toContain('<html lang="de">');
    const link = linkIn(mail!.text, "/newsletter/confirm");
    expect(link.origin).toBe(ORIGIN);
    // A confirmation mail is no newsletter: it carries no List-Unsubscribe.
    expect(mail!.headers).toBeNull();

    // Opening the link (as a mail scanner does) shows one button and confirms nothing.
    const page = await fetchWorker(pathOf(link));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const asked = await page.text();
    expect(asked).toContain("Anmeldung bestätigen</button>");
    expect(asked).toContain('method="post"');
    expect((await subscription("anna@example.com"))!.status).toBe("pending");

    // Its button's POST to the same address confirms.
    const confirm = await confirmVia(link);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await confirm.text()).toContain("Ihre Anmeldung zum Newsletter ist bestätigt");
    const confirmed = (await subscription("anna@example.com"))!;
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmed_at!.getTime()).toBeGreaterThanOrEqual(before);

    // Opening or pressing it again is harmless and says so.
    expect(await (await fetchWorker(pathOf(link))).text()).toContain("bereits bestätigt");
    expect(await (await confirmVia(link)).text()).toContain("bereits bestätigt");
  });

  it("a second POST for a subscribed address answers the same text and sends nothing", async () => {
    const first = await signUp({ email: "ben@example.com" });
    const firstBody = await first.text();
    const [mail] = await waitForMails("ben@example.com", 1);
    await confirmVia(linkIn(mail!.text, "/newsletter/confirm"));
    expect((await subscription("ben@example.com"))!.status).toBe("confirmed");

    const second = await signUp({ email: "ben@example.com" });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    await settle();
    expect(await mailsTo("ben@example.com")).toHaveLength(1);
    expect((await subscription("ben@example.com"))!.status).toBe("confirmed");
  });

  it("answers new, pending, subscribed, unsubscribed and switched-off addresses identically", async () => {
    const db = testDb();
    await db.insert(schema.newsletterSubscriptions).values([
      { email: "pending@example.com", status: "pending", consent_requested_at: new Date() },
      { email: "confirmed@example.com", status: "confirmed", confirmed_at: new Date() },
      { email: "left@example.com", status: "unsubscribed", unsubscribed_at: new Date() },
      { email: "off@example.com", status: "confirmed", is_active: false },
    ]);
    const bodies = new Set<string>();
    for (const email of [
      "new@example.com",
      "pending@example.com",
      "confirmed@example.com",
      "left@example.com",
      "off@example.com",
    ]) {
      const res = await signUp({ email });
      expect(res.status, email).toBe(200);
      bodies.add(await res.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain(CONFIRM_TEXT);
    // Without JavaScript too: the same redirect and toast for a subscribed and a new address.
    const plain = await postForm(
      "/newsletter",
      { email: "confirmed@example.com", redirectTo: "/", ...(await formStamp()) },
      { "cf-connecting-ip": freshIp() },
    );
    const plainNew = await postForm(
      "/newsletter",
      { email: "other@example.com", redirectTo: "/", ...(await formStamp()) },
      { "cf-connecting-ip": freshIp() },
    );
    expect(plain.headers.get("Set-Cookie")).toBe(plainNew.headers.get("Set-Cookie"));
  });

  it("re-confirms nobody: a switched-off address stays off and gets no mail; a subscribed one stays as it was", async () => {
    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values({ email: "off@example.com", status: "confirmed", is_active: false, consent_version: "old" });
    await signUp({ email: "off@example.com" });
    await settle();
    expect(await subscription("off@example.com")).toMatchObject({
      status: "confirmed",
      is_active: false,
      consent_version: "old",
    });
    expect(await mailsTo("off@example.com")).toHaveLength(0);
  });

  it("an unsubscribed address needs a new opt-in: pending again with a fresh consent record and a new mail", async () => {
    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values({
        email: "back@example.com",
        status: "unsubscribed",
        unsubscribed_at: new Date(Date.now() - DAY),
        lang: "de",
      });
    await signUp({ email: "back@example.com" }, { Cookie: "language=en" });
    const row = (await subscription("back@example.com"))!;
    expect(row).toMatchObject({
      status: "pending",
      unsubscribed_at: null,
      consent_text: NEWSLETTER_CONSENT.en,
      lang: "en",
    });
    expect(await waitForMails("back@example.com", 1)).toHaveLength(1);
  });

  it("writes the mail, the link and the confirm page in the visitor's language", async () => {
    const res = await signUp({ email: "eve@example.com", lang: "en" });
    expect(await res.text()).toContain("Please confirm your subscription using the link in the e-mail.");
    const [mail] = await waitForMails("eve@example.com", 1);
    expect(mail!.subject).toBe("Please confirm your newsletter subscription");
    expect(mail!.html).toContain('<html lang="en">');
    const link = linkIn(mail!.text, "/newsletter/confirm");
    expect(link.pathname).toBe("/en/newsletter/confirm");
    const asked = await (await fetchWorker(pathOf(link))).text();
    expect(asked).toContain('lang="en"');
    expect(asked).toContain("Confirm subscription</button>");
    const html = await (await confirmVia(link)).text();
    expect(html).toContain('lang="en"');
    expect(html).toContain("Your newsletter subscription is confirmed.");
    expect((await subscription("eve@example.com"))!.consent_text).toBe(NEWSLETTER_CONSENT.en);
  });

  it("refuses expired, forged, superseded and HEAD-requested links", async () => {
    const [row] = await testDb()
      .insert(schema.newsletterSubscriptions)
      .values({ email: "late@example.com", status: "pending", consent_requested_at: new Date(Date.now() - 8 * DAY) })
      .returning();
    const expired = await confirmToken(env, {
      subscriptionId: row!.id,
      requestedAt: row!.consent_requested_at!.getTime(),
      lang: "de",
    });
    const page = await (await fetchWorker(`/newsletter/confirm?token=${expired}`)).text();
    expect(page).toContain("ungültig oder abgelaufen");
    const pressed = await confirmVia(`/newsletter/confirm?token=${expired}`);
    expect(pressed.status).toBe(400);
    expect(await pressed.text()).toContain("ungültig oder abgelaufen");
    expect((await subscription("late@example.com"))!.status).toBe("pending");

    await signUp({ email: "twice@example.com" });
    const [first] = await waitForMails("twice@example.com", 1);
    await signUp({ email: "twice@example.com" });
    const [, second] = await waitForMails("twice@example.com", 2);
    const oldLink = linkIn(first!.text, "/newsletter/confirm");
    const newLink = linkIn(second!.text, "/newsletter/confirm");
    expect(oldLink.href).not.toBe(newLink.href);

    // A forged signature, a link for another row, a link checker's HEAD: nothing confirms.
    const forged = newLink.searchParams.get("token")!.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await (await confirmVia(`/newsletter/confirm?token=${forged}`)).text()).toContain(
      "ungültig oder abgelaufen",
    );
    const head = await fetchWorker(pathOf(newLink), { method: "HEAD" });
    expect(head.status).toBeLessThan(500);
    expect(await (await fetchWorker(pathOf(oldLink))).text()).toContain("ungültig oder abgelaufen");
    expect(await (await confirmVia(oldLink)).text()).toContain("ungültig oder abgelaufen");
    expect((await subscription("twice@example.com"))!.status).toBe("pending");

    expect(await (await confirmVia(newLink)).text()).toContain("ist bestätigt");
    expect((await subscription("twice@example.com"))!.status).toBe("confirmed");
  });

  it("a link has one spelling: the other spellings of its signature's last character are refused", async () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let round = 0; round < 8; round++) {
      const token = await confirmToken(env, { subscriptionId: 1 + round, requestedAt: Date.now(), lang: "de" });
      expect(await readConfirmToken(env, token)).not.toBeNull();
      // The last character carries four bits of the signature and two that the decoder ignores.
      const last = alphabet.indexOf(token.at(-1)!);
      const group = last - (last % 4);
      for (let i = group; i < group + 4; i++) {
        if (i === last) continue;
        expect(await readConfirmToken(env, token.slice(0, -1) + alphabet[i])).toBeNull();
      }
    }
  });

  it("limits confirmation mails per address: the fourth sign-up in a day answers the same and mails nothing", async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < 4; i++) bodies.add(await (await signUp({ email: "spam-target@example.com" })).text());
    expect(bodies.size).toBe(1);
    await waitForMails("spam-target@example.com", 3);
    await settle();
    expect(await mailsTo("spam-target@example.com")).toHaveLength(3);
  });

  it("limits sign-ups per IPv4 address and per IPv6 /64 network", async () => {
    const net = "2001:db8:1:2";
    for (let i = 1; i <= 20; i++) {
      const res = await signUp({ email: `v6-${i}@example.com` }, { "cf-connecting-ip": `${net}::${i.toString(16)}` });
      expect(res.status, `sign-up ${i}`).toBe(200);
    }
    const over = await signUp({ email: "v6-21@example.com" }, { "cf-connecting-ip": `${net}:ffff:ffff:ffff:ffff` });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await over.text()).toContain("Zu viele Anmeldungen");
    expect(await subscription("v6-21@example.com")).toBeUndefined();
    // The neighbouring /64 is another household.
    expect((await signUp({ email: "v6-other@example.com" }, { "cf-connecting-ip": "2001:db8:1:3::1" })).status).toBe(
      200,
    );

    for (let i = 0; i < 20; i++) await signUp({ email: `v4-${i}@example.com` }, { "cf-connecting-ip": "192.0.2.7" });
    expect((await signUp({ email: "v4-x@example.com" }, { "cf-connecting-ip": "192.0.2.7" })).status).toBe(429);
    expect((await signUp({ email: "v4-y@example.com" }, { "cf-connecting-ip": "192.0.2.8" })).status).toBe(200);
  });

  it("without a signing secret (an operator forgot wrangler secret put) nothing is stored or mailed", async () => {
    for (const secret of ["", "too-short"]) {
      const unsigned = { ...env, NEWSLETTER_SIGNING_SECRET: secret } as unknown as Env;
      const request = new Request(`${ORIGIN}/newsletter`, {
        method: "POST",
        headers: { "cf-connecting-ip": freshIp() },
      });
      await expect(
        signUpForNewsletter(
          unsigned,
          { waitUntil: () => {} },
          request,
          { email: "nosecret@example.com", name: "" },
          { lang: "de", address: "sie", page: "/", requestUrl: request.url },
        ),
      ).rejects.toThrow(/NEWSLETTER_SIGNING_SECRET/);
    }
    await settle();
    expect(await subscription("nosecret@example.com")).toBeUndefined();
    expect(await mailsTo("nosecret@example.com")).toHaveLength(0);
  });

  it("refuses an empty e-mail with a field error and status 400", async () => {
    const res = await signUp({ email: "" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("form.emailRequired");
    expect(await testDb().select().from(schema.newsletterSubscriptions)).toHaveLength(0);
  });

  it("refuses a malformed e-mail with status 400", async () => {
    const res = await signUp({ email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("form.emailInvalid");
    expect(await testDb().select().from(schema.newsletterSubscriptions)).toHaveLength(0);
  });

  it("without JavaScript, returns to the page with the please-confirm toast in a cookie", async () => {
    const res = await postForm(
      "/newsletter",
      { email: "cara@example.com", redirectTo: "/about", ...(await formStamp()) },
      { "cf-connecting-ip": freshIp() },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/about");
    expect(decodeURIComponent(res.headers.get("Set-Cookie")!)).toContain(CONFIRM_TEXT);
    expect((await subscription("cara@example.com"))!.status).toBe("pending");
  });

  it("refuses a post from another origin", async () => {
    const res = await signUp({ email: "evil@example.com" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await subscription("evil@example.com")).toBeUndefined();
  });
});

describe("one-click unsubscribe", () => {
  async function confirmed(email: string) {
    const [row] = await testDb()
      .insert(schema.newsletterSubscriptions)
      .values({ email, status: "confirmed", confirmed_at: new Date() })
      .returning();
    return row!;
  }

  it("GET shows one button in a plain form and changes nothing", async () => {
    const row = await confirmed("stay@example.com");
    const token = await unsubscribeToken(env, { subscriptionId: row.id, campaignId: 0, lang: "de" });
    const res = await fetchWorker(`/newsletter/unsubscribe?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    // A real form, so it works without JavaScript.
    const form = html.match(/<form[^>]*data-testid="newsletter-unsubscribe-form"[^>]*>([\s\S]*?)<\/form>/);
    expect(form).not.toBeNull();
    expect(form![0]).toContain('method="post"');
    expect(form![0]).toContain(`action="/newsletter/unsubscribe?token=${token}"`);
    expect(form![1]!.match(/<button/g)).toHaveLength(1);
    expect(html).toContain("Newsletter abbestellen");
    expect((await subscription("stay@example.com"))!.status).toBe("confirmed");
  });

  it("an RFC 8058 POST (no session, no Origin) unsubscribes at once and is recorded; repeating it is harmless", async () => {
    const row = await confirmed("leave@example.com");
    const token = await unsubscribeToken(env, { subscriptionId: row.id, campaignId: 0, lang: "de" });
    const before = Date.now();
    const res = await fetchWorker(`/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Sie wurden vom Newsletter abgemeldet.");
    const after = (await subscription("leave@example.com"))!;
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribed_at!.getTime()).toBeGreaterThanOrEqual(before);

    const again = await fetchWorker(`/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(again.status).toBe(200);
    expect((await subscription("leave@example.com"))!.unsubscribed_at!.getTime()).toBe(
      after.unsubscribed_at!.getTime(),
    );
  });

  it("refuses a forged or missing token and changes nothing", async () => {
    const row = await confirmed("keep@example.com");
    const token = await unsubscribeToken(env, { subscriptionId: row.id, campaignId: 0, lang: "de" });
    const forged = token.replace(`u.${row.id}.`, `u.${row.id + 1}.`);
    for (const query of [`?token=${forged}`, "", "?token=u.1.0.de.xyz"]) {
      const res = await fetchWorker(`/newsletter/unsubscribe${query}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(res.status, query).toBe(400);
      expect(await res.text()).toContain("Dieser Abmeldelink ist ungültig.");
    }
    expect((await subscription("keep@example.com"))!.status).toBe("confirmed");
    expect(await (await fetchWorker(`/newsletter/unsubscribe?token=${forged}`)).text()).toContain(
      "Dieser Abmeldelink ist ungültig.",
    );
  });
});

describe("daily clean-up (the Worker's scheduled handler)", () => {
  it("removes unconfirmed sign-ups older than 30 days and keeps everything else", async () => {
    const old = new Date(Date.now() - 31 * DAY);
    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values([
        { email: "stale@example.com", status: "pending", consent_requested_at: old },
        { email: "fresh@example.com", status: "pending", consent_requested_at: new Date(Date.now() - 29 * DAY) },
        { email: "reader@example.com", status: "confirmed", consent_requested_at: old, confirmed_at: old },
        { email: "blocked@example.com", status: "pending", is_active: false, consent_requested_at: old },
        { email: "legacy@example.com", status: "pending", consent_requested_at: null },
      ]);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: DAILY_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await testDb()
      .select({ email: schema.newsletterSubscriptions.email })
      .from(schema.newsletterSubscriptions);
    expect(left.map((r) => r.email).sort()).toEqual([
      "blocked@example.com",
      "fresh@example.com",
      "legacy@example.com",
      "reader@example.com",
    ]);
  });

  it("runs nothing for a cron it does not know", async () => {
    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values({
        email: "stale2@example.com",
        status: "pending",
        consent_requested_at: new Date(Date.now() - 40 * DAY),
      });
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: "* * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(
      await testDb()
        .select()
        .from(schema.newsletterSubscriptions)
        .where(and(eq(schema.newsletterSubscriptions.email, "stale2@example.com"))),
    ).toHaveLength(1);
  });
});
