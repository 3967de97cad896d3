import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { reserveAccountMail } from "~/lib/accounts/index.server";
import { mailboxOf } from "~/lib/http/index.server";
import { freshIp } from "../auth-helpers";
import { clearTables, formStamp, postForm, testDb } from "../helpers";

/*
 * The per-address limits (newsletter confirmations, account mails, sign-ups) count the mailbox, not
 * its +tags (found by the security probe, issue "Security", section 1).
 */

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
});

describe("per-address limits count the mailbox, not its +tags", () => {
  beforeEach(() => clearTables(schema.rateLimits, schema.newsletterSubscriptions, schema.outboxEmails));

  it("normalises only the limit's key: lower case, +tag off the local part", () => {
    expect(mailboxOf(" Name+1@Example.com ")).toBe("name@example.com");
    expect(mailboxOf("name+a+b@example.com")).toBe("name@example.com");
    expect(mailboxOf("name@example.com")).toBe("name@example.com");
    expect(mailboxOf("name+x@example.com|203.0.113.1")).toBe("name@example.com|203.0.113.1");
    // Not an address: left as it is (lower case).
    expect(mailboxOf("2001:db8::/64")).toBe("2001:db8::/64");
  });

  it("newsletter: the fourth confirmation mail of a day is not sent, whatever +tag each sign-up used", async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await postForm(
        "/newsletter",
        { email: `target+${i}@example.com`, _js: "1", redirectTo: "/", ...(await formStamp()) },
        { "cf-connecting-ip": freshIp() },
      );
      expect(res.status).toBe(200);
    }
    // The stored addresses stay as typed.
    const rows = await testDb().select().from(schema.newsletterSubscriptions);
    expect(rows.map((row) => row.email).sort()).toEqual([
      "target+1@example.com",
      "target+2@example.com",
      "target+3@example.com",
    ]);
  });

  it("account mails: one per 5 minutes for the mailbox, also under another +tag", async () => {
    expect((await reserveAccountMail(env.DB, "reset+1@example.com")).ok).toBe(true);
    expect((await reserveAccountMail(env.DB, "RESET+2@example.com")).ok).toBe(false);
    expect((await reserveAccountMail(env.DB, "reset@example.com")).ok).toBe(false);
  });

  it("sign-ups: the fourth registration of an hour is refused, whatever +tag each used", async () => {
    const register = (email: string) =>
      postForm(
        "/login",
        {
          intent: "register",
          fullName: "Plus",
          email,
          password: "correct-horse-42",
          confirmPassword: "correct-horse-42",
        },
        { "cf-connecting-ip": freshIp() },
      );
    for (let i = 1; i <= 3; i++) expect((await register(`plus+${i}@example.com`)).status).toBeLessThan(400);
    expect((await register("plus+4@example.com")).status).toBe(429);
    expect(await testDb().select().from(schema.user).where(eq(schema.user.email, "plus+4@example.com"))).toEqual([]);
  });
});
