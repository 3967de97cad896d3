import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import worker from "../../../workers/app";
import { freshIp, sessionAs } from "../auth-helpers";
import { clearTables, formStamp, postForm, testDb } from "../helpers";

/*
 * Links in mails never come from the request's Host: without PUBLIC_ORIGIN a forged Host gets no link
 * mailed (found by the security probe, issue "Security", section 1).
 */

let admin: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

/** Sends a request through the Worker with some variables of its environment changed. */
async function sendWith(vars: Partial<Record<keyof Env, string>>, url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0],
    { ...env, ...vars } as typeof env,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

describe("mail links never come from the request's Host", () => {
  beforeEach(() => clearTables(schema.newsletterSubscriptions, schema.outboxEmails, schema.newsletterCampaigns));

  const mails = () => testDb().select().from(schema.outboxEmails);

  it("a newsletter sign-up to a forged Host without PUBLIC_ORIGIN mails no link; with PUBLIC_ORIGIN the link is the site's", async () => {
    const signUp = async (origin: string, email: string, vars: Partial<Record<keyof Env, string>>) =>
      sendWith(vars, `${origin}/newsletter`, {
        method: "POST",
        body: new URLSearchParams({ email, _js: "1", redirectTo: "/", ...(await formStamp()) }),
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
      });
    const forged = await signUp("https://evil.example", "host@example.com", { PUBLIC_ORIGIN: "" });
    expect(forged.response.status).toBe(200);
    expect(await mails()).toEqual([]);

    await signUp("https://evil.example", "site@example.com", { PUBLIC_ORIGIN: "https://site.example" });
    const [mail] = await mails();
    expect(mail?.text).toContain("https://site.example/newsletter/confirm?token=");
    expect(mail?.text).not.toContain("evil.example");
  });

  it("a campaign's test mail to a forged Host without PUBLIC_ORIGIN is refused and nothing is mailed", async () => {
    const created = await postForm(
      "/admin/newsletter-campaigns/new",
      { intent: "save", subject_de: "Herbst", body_de: "Hallo", subject_en: "Autumn", body_en: "Hello" },
      { Cookie: admin },
    );
    const id = created.headers.get("Location")!.split("/").pop();
    const test = await sendWith({ PUBLIC_ORIGIN: "" }, `http://evil.example/admin/newsletter-campaigns/${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "test", test_lang: "de" }),
      headers: { Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
    });
    expect(test.response.status).toBe(503);
    expect(test.body).toContain("PUBLIC_ORIGIN");
    expect(await mails()).toEqual([]);
  });
});
