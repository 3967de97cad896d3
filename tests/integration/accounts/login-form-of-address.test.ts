import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { createAccount, freshIp, get, lastMailTo } from "../auth-helpers";
import { FORMAL, INFORMAL, mainText, setAddress, words } from "../form-of-address-helpers";
import { clearTables } from "../helpers";
import { postSettled } from "../settled";

/*
 * The sign-in pages say "Sie" on every step, as the rest of the back office does (issue 51), whatever
 * the public pages use; the account mails to visitors address them as general settings say (decision
 * 0058); staff, whose every screen says "Sie", keep "Sie" in their mails.
 */

function post(fields: Record<string, string>) {
  return postSettled("/login", fields, { headers: { "cf-connecting-ip": freshIp() } });
}

beforeEach(() =>
  clearTables(schema.session, schema.account, schema.verification, schema.outboxEmails, schema.rateLimits, schema.user),
);
afterEach(() => setAddress("sie"));

describe("the login page's form of address", () => {
  it('with "du": the sign-in pages and their messages still say "Sie"; the sign-up and reset mails to a visitor say "du"', async () => {
    await setAddress("du");
    const signIn = mainText(await (await get("/login")).text());
    expect(signIn).toContain("Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.");
    expect(words(signIn, INFORMAL)).toEqual([]);
    const forgot = mainText(await (await get("/login?mode=forgot")).text());
    expect(forgot).toContain("Geben Sie Ihre E-Mail-Adresse ein.");
    expect(words(forgot, INFORMAL)).toEqual([]);

    const invalid = await post({ intent: "register", fullName: " ", email: "nope", password: "short" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");

    const registered = await post({
      intent: "register",
      fullName: "Dora Du",
      email: "dora@example.com",
      password: "sicheres-passwort",
    });
    expect(registered.status).toBe(302);
    const notice = mainText(await (await get("/login?notice=registered")).text());
    expect(notice).toContain("Bitte überprüfen Sie Ihre E-Mail zur Bestätigung.");
    const confirmation = await lastMailTo("dora@example.com");
    expect(confirmation!.subject).toBe("Bestätige deine E-Mail-Adresse");
    expect(words(confirmation!.text, FORMAL)).toEqual([]);

    const early = await post({ intent: "signin", email: "dora@example.com", password: "sicheres-passwort" });
    expect(await early.text()).toContain("Bitte bestätigen Sie Ihre E-Mail-Adresse");

    const visitor = await createAccount("user");
    expect((await post({ intent: "forgot", email: visitor.email })).status).toBe(200);
    const reset = await lastMailTo(visitor.email);
    expect(reset!.text).toContain("für dein Konto wurde das Zurücksetzen des Passworts angefordert");
    expect(words(reset!.text, FORMAL)).toEqual([]);

    // Staff read "Sie" in the back office, and so in their mails.
    const staff = await createAccount("moderator");
    expect((await post({ intent: "forgot", email: staff.email })).status).toBe(200);
    const staffReset = await lastMailTo(staff.email);
    expect(staffReset!.text).toContain("für Ihr Konto");
    expect(words(staffReset!.text, INFORMAL)).toEqual([]);
  });

  it('by default ("Sie"): the page and the sign-up mail say "Sie" and never "du"', async () => {
    await setAddress("sie");
    const signIn = mainText(await (await get("/login")).text());
    expect(signIn).toContain("Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.");
    expect(words(signIn, INFORMAL)).toEqual([]);
    await post({
      intent: "register",
      fullName: "Siggi Sie",
      email: "siggi@example.com",
      password: "sicheres-passwort",
    });
    const confirmation = await lastMailTo("siggi@example.com");
    expect(confirmation!.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    expect(words(confirmation!.text, INFORMAL)).toEqual([]);
  });
});
