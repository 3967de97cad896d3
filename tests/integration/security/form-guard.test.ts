import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { issueFormStamp, MAX_AGE_MS, MIN_FILL_MS } from "~/lib/forms/index.server";
import { clearTables, fetchWorker, formStamp, ORIGIN, postForm, testDb } from "../helpers";

/*
 * The public forms against robots (docs/decisions/0039-public-forms-against-robots.md): a robot gets a
 * person's answer and nothing is stored or mailed; Cloudflare Turnstile, when configured, is checked
 * before anything is stored. Its verification endpoint is outside our system: the one fake here.
 */

const message = {
  name: "Anna Beispiel",
  email: "anna@example.com",
  message: "Ich interessiere mich für ein Coaching.",
};

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter % 250}`;

const contactWithJs = (fields: Record<string, string>, headers: Record<string, string> = {}, page = "/kontakt") =>
  postForm(`${page}.data`, { ...fields, _js: "1" }, { "cf-connecting-ip": freshIp(), ...headers });
const contactWithoutJs = (fields: Record<string, string>, page = "/kontakt") =>
  postForm(page, fields, { "cf-connecting-ip": freshIp() });
const newsletter = (fields: Record<string, string>) =>
  postForm("/newsletter", { redirectTo: "/about", ...fields }, { "cf-connecting-ip": freshIp() });

function toastOf(res: Response): string {
  const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith("toast="));
  return line ? decodeURIComponent(line.slice("toast=".length).split(";")[0]!) : "";
}

const messages = () => testDb().select().from(schema.contactMessages);
const subscriptions = () => testDb().select().from(schema.newsletterSubscriptions);
const mails = () => testDb().select().from(schema.outboxEmails);
/** Lets a mail queued after the answer arrive, so "nothing was sent" is a real observation. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The stamp of a page's form as the visitor's browser got it. */
async function stampOf(path: string): Promise<string> {
  const html = await (await fetchWorker(path)).text();
  const match = /name="form_stamp" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no stamp in ${path}`);
  return match[1]!;
}

beforeEach(() =>
  clearTables(schema.contactMessages, schema.newsletterSubscriptions, schema.outboxEmails, schema.rateLimits),
);
afterEach(() => vi.unstubAllGlobals());

/** The robots' posts: each is answered like a person's and leaves no trace. */
const robots: [string, () => Promise<Record<string, string>>][] = [
  ["fills the honeypot", async () => ({ ...(await formStamp()), company_website: "https://spam.example" })],
  ["sends at once (the stamp is younger than the minimum fill time)", async () => formStamp(MIN_FILL_MS / 3)],
  ["sends no stamp", async () => ({})],
  [
    "forges the stamp (another time under a genuine signature)",
    async () => {
      const genuine = (await formStamp()).form_stamp;
      const [prefix, time, mac] = genuine.split(".");
      const otherTime = (parseInt(time!, 36) - 1_000).toString(36);
      return { form_stamp: `${prefix}.${otherTime}.${mac}` };
    },
  ],
  [
    "signs a stamp with a secret of its own",
    async () => ({
      form_stamp: await issueFormStamp({ BETTER_AUTH_SECRET: "a-secret-the-robot-chose-itself" }, Date.now() - 60_000),
    }),
  ],
  ["sends a stamp from the future", async () => formStamp(-10 * 60_000)],
];

describe("contact form: a robot gets a person's answer, nothing is stored or mailed", () => {
  for (const [what, guard] of robots) {
    it(`a robot that ${what}`, async () => {
      const person = await contactWithJs({ ...message, ...(await formStamp()) });
      expect(person.status).toBe(200);
      const personBody = await person.text();
      expect(personBody).toContain("Nachricht gesendet!");
      // The person's message notifies the site's address (on by default): that mail is not the robot's.
      await settle();
      await clearTables(schema.contactMessages, schema.outboxEmails);

      const robot = await contactWithJs({ ...message, ...(await guard()) });
      expect(robot.status).toBe(200);
      expect(await robot.text()).toBe(personBody);
      const plain = await contactWithoutJs({ ...message, ...(await guard()) });
      expect(plain.status).toBe(302);
      expect(plain.headers.get("Location")).toBe("/kontakt#contact-form-title");
      expect(toastOf(plain)).toContain("Nachricht gesendet!");
      await settle();
      expect(await messages()).toHaveLength(0);
      expect(await mails()).toHaveLength(0);
    });
  }

  it("a person's post with the stamp of the page they were shown is stored (with and without JavaScript)", async () => {
    const handedOut = await stampOf("/kontakt");
    // The person reads and types for longer than the minimum; the server's clock is not ours to move.
    const later = Date.now() + MIN_FILL_MS + 1_000;
    const [, time] = handedOut.split(".");
    expect(parseInt(time!, 36)).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, later - Date.now()));
    const withJs = await contactWithJs({ ...message, form_stamp: handedOut });
    expect(withJs.status).toBe(200);
    const withoutJs = await contactWithoutJs({ ...message, email: "ben@example.com", form_stamp: handedOut });
    expect(withoutJs.status).toBe(302);
    expect((await messages()).map((row) => row.email).sort()).toEqual(["anna@example.com", "ben@example.com"]);
  });

  it("a form left open longer than the maximum: 400, the visitor is asked to send again, input kept, a fresh stamp", async () => {
    const old = await formStamp(MAX_AGE_MS + 60_000);
    const res = await contactWithJs({ ...message, ...old, message: "Meine Nachricht bleibt" });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("contact.expired");
    expect(body).toContain("Meine Nachricht bleibt");
    const fresh = /"(fs1\.[0-9a-z]+\.[A-Za-z0-9_-]{43})"/.exec(body)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old.form_stamp);

    const plain = await contactWithoutJs({ ...message, ...old, message: "Ohne JS erhalten" }, "/en/contact");
    expect(plain.status).toBe(400);
    const html = await plain.text();
    expect(html).toContain("The form was open for a very long time");
    expect(html).toMatch(/<textarea[^>]*>Ohne JS erhalten<\/textarea>/);
    expect(await messages()).toHaveLength(0);
  });
});

describe("form stamps: one signature serves the pages of half a second", () => {
  const secretEnv = { BETTER_AUTH_SECRET: "a-secret-of-this-test-only-0123" };

  it("a stamp is handed out again within 500 ms, never for an earlier moment, and signed anew after", async () => {
    const at = Date.now() - 3_600_000;
    const first = await issueFormStamp(secretEnv, at);
    expect(await issueFormStamp(secretEnv, at + 499)).toBe(first);
    // A stamp is never younger than the page it is on: an earlier moment gets its own.
    expect(await issueFormStamp(secretEnv, at - 1)).not.toBe(first);
    const later = await issueFormStamp(secretEnv, at + 500);
    expect(later).not.toBe(first);
    expect(parseInt(later.split(".")[1]!, 36)).toBe(at + 500);
    expect(await issueFormStamp({ BETTER_AUTH_SECRET: "another-secret-of-this-test-01" }, at + 501)).not.toBe(later);
  });
});

describe("newsletter form: a robot gets a person's answer, nothing is stored or mailed", () => {
  for (const [what, guard] of robots) {
    it(`a robot that ${what}`, async () => {
      const person = await newsletter({ _js: "1", email: "person@example.com", ...(await formStamp()) });
      expect(person.status).toBe(200);
      const personBody = await person.text();
      await settle();
      await clearTables(schema.newsletterSubscriptions, schema.outboxEmails);

      const robot = await newsletter({ _js: "1", email: "person@example.com", ...(await guard()) });
      expect(robot.status).toBe(200);
      expect(await robot.text()).toBe(personBody);
      const plain = await newsletter({ email: "robot@example.com", ...(await guard()) });
      expect(plain.status).toBe(302);
      expect(toastOf(plain)).toContain("Bitte bestätigen Sie Ihre Anmeldung");
      await settle();
      expect(await subscriptions()).toHaveLength(0);
      expect(await mails()).toHaveLength(0);
    });
  }

  it("an expired form asks the visitor to sign up again (400 with JavaScript, a toast without)", async () => {
    const old = await formStamp(MAX_AGE_MS + 60_000);
    const res = await newsletter({ _js: "1", lang: "en", email: "late@example.com", ...old });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please sign up again");
    const plain = await newsletter({ email: "late@example.com", ...old });
    expect(plain.status).toBe(302);
    expect(toastOf(plain)).toContain("Bitte melden Sie sich erneut an");
    expect(await subscriptions()).toHaveLength(0);
  });
});

/*
 * Turnstile: Cloudflare's documented test keys. The site key always shows a passing widget; the secret
 * "1x…AA" always passes, "2x…AA" always fails. The fake below answers as Cloudflare does for them.
 */
const PASSING_SECRET = "1x0000000000000000000000000000000AA";
const FAILING_SECRET = "2x0000000000000000000000000000000AA";
const SITE_KEY = "1x00000000000000000000AA";
const VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

type VerifyCall = { url: string; secret: string; response: string; remoteip: string | null };

function fakeCloudflare(): VerifyCall[] {
  const calls: VerifyCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const form = await request.formData();
    const call = {
      url: request.url,
      secret: String(form.get("secret")),
      response: String(form.get("response")),
      remoteip: form.get("remoteip") as string | null,
    };
    calls.push(call);
    const success = call.secret === PASSING_SECRET && call.response !== "";
    return Response.json({ success, "error-codes": success ? [] : ["invalid-input-response"] });
  });
  return calls;
}

/** The Worker with Turnstile's keys configured. */
async function withTurnstile(path: string, init: RequestInit = {}, secret = PASSING_SECRET) {
  const ctx = createExecutionContext();
  const bindings = { ...env, TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET_KEY: secret } as unknown as typeof env;
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
    bindings,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

function post(path: string, fields: Record<string, string>, secret = PASSING_SECRET) {
  return withTurnstile(
    path,
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": "198.51.100.77",
      },
    },
    secret,
  );
}

describe("Cloudflare Turnstile, when its keys are configured", () => {
  it("both forms show the widget, and the page's policy allows Cloudflare's script and frame", async () => {
    for (const path of ["/kontakt", "/en/contact", "/", "/en/about"]) {
      const { response, body } = await withTurnstile(path);
      expect(response.status, path).toBe(200);
      expect(body, path).toContain('data-testid="turnstile"');
      expect(body, path).toContain(SITE_KEY);
      const csp = response.headers.get("Content-Security-Policy")!;
      expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    }
  });

  it("a contact post without a token: 400, a field error in the visitor's language, input kept, nothing stored, no call", async () => {
    const calls = fakeCloudflare();
    const stamp = await formStamp();
    const withJs = await post("/kontakt.data", { ...message, ...stamp, _js: "1", message: "Bleibt erhalten" });
    expect(withJs.response.status).toBe(400);
    expect(withJs.body).toContain("cf-turnstile-response");
    expect(withJs.body).toContain("contact.challengeFailed");
    expect(withJs.body).toContain("Bleibt erhalten");

    const plain = await post("/en/contact", { ...message, ...stamp, message: "Kept without JavaScript" });
    expect(plain.response.status).toBe(400);
    expect(plain.body).toContain("The security check did not succeed");
    expect(plain.body).toMatch(/<textarea[^>]*>Kept without JavaScript<\/textarea>/);
    expect(plain.body).toContain('value="anna@example.com"');
    const german = await post("/kontakt", { ...message, ...stamp });
    expect(german.body).toContain("Die Sicherheitsprüfung ist nicht gelungen");
    expect(calls).toHaveLength(0);
    expect(await messages()).toHaveLength(0);
  });

  it("a contact post whose token Cloudflare refuses: 400 with the field error, input kept, nothing stored", async () => {
    const calls = fakeCloudflare();
    const fields = { ...message, ...(await formStamp()), _js: "1", "cf-turnstile-response": "token-from-widget" };
    const { response, body } = await post("/kontakt.data", fields, FAILING_SECRET);
    expect(response.status).toBe(400);
    expect(body).toContain("contact.challengeFailed");
    expect(body).toContain("Ich interessiere mich für ein Coaching.");
    expect(calls).toEqual([
      { url: VERIFY_URL, secret: FAILING_SECRET, response: "token-from-widget", remoteip: "198.51.100.77" },
    ]);
    expect(await messages()).toHaveLength(0);
  });

  it("a contact post with a token Cloudflare accepts is stored", async () => {
    const calls = fakeCloudflare();
    const fields = { ...message, ...(await formStamp()), _js: "1", "cf-turnstile-response": "token-from-widget" };
    const { response, body } = await post("/kontakt.data", fields);
    expect(response.status).toBe(200);
    expect(body).toContain("Nachricht gesendet!");
    expect(calls).toHaveLength(1);
    expect(await messages()).toHaveLength(1);
  });

  it("a robot is still answered like a person, without asking Cloudflare", async () => {
    const calls = fakeCloudflare();
    const { response } = await post("/kontakt.data", { ...message, _js: "1", "cf-turnstile-response": "x" });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(0);
    expect(await messages()).toHaveLength(0);
  });

  it("an unreachable verification endpoint refuses the post (400), never a 500", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new Error("network down");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fields = { ...message, ...(await formStamp()), _js: "1", "cf-turnstile-response": "token" };
    const { response } = await post("/kontakt.data", fields);
    expect(response.status).toBe(400);
    expect(await messages()).toHaveLength(0);
  });

  it("the newsletter: no token or a refused one is a 400 with the field error; an accepted one signs up", async () => {
    const calls = fakeCloudflare();
    const base = { email: "leser@example.com", redirectTo: "/about", _js: "1", ...(await formStamp()) };
    const missing = await post("/newsletter", base);
    expect(missing.response.status).toBe(400);
    expect(missing.body).toContain("cf-turnstile-response");
    expect(missing.body).toContain("newsletter.challengeFailed");
    const refused = await post("/newsletter", { ...base, "cf-turnstile-response": "t" }, FAILING_SECRET);
    expect(refused.response.status).toBe(400);
    expect(await subscriptions()).toHaveLength(0);
    // Without JavaScript the widget cannot run: the visitor is told so on the page they came from.
    const plain = await post("/newsletter", { ...base, _js: "", lang: "en" });
    expect(plain.response.status).toBe(302);
    expect(toastOf(plain.response)).toContain("The security check did not succeed");

    const accepted = await post("/newsletter", { ...base, "cf-turnstile-response": "t" });
    expect(accepted.response.status).toBe(200);
    expect(calls).toHaveLength(2);
    const [row] = await testDb()
      .select()
      .from(schema.newsletterSubscriptions)
      .where(eq(schema.newsletterSubscriptions.email, "leser@example.com"));
    expect(row?.status).toBe("pending");
  });
});

describe("without Turnstile's keys nothing changes", () => {
  it("no widget, no Cloudflare in the policy, and a post asks nobody", async () => {
    const calls = fakeCloudflare();
    for (const path of ["/kontakt", "/en/about"]) {
      const res = await fetchWorker(path);
      const html = await res.text();
      expect(html).not.toContain('data-testid="turnstile"');
      expect(html).not.toContain("challenges.cloudflare.com");
      expect(res.headers.get("Content-Security-Policy")).not.toContain("challenges.cloudflare.com");
    }
    const res = await contactWithJs({ ...message, ...(await formStamp()) });
    expect(res.status).toBe(200);
    const signUp = await newsletter({ _js: "1", email: "ohne@example.com", ...(await formStamp()) });
    expect(signUp.status).toBe(200);
    await settle();
    expect(calls).toHaveLength(0);
    expect(await messages()).toHaveLength(1);
    expect(await subscriptions()).toHaveLength(1);
  });
});
