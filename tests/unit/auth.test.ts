import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { cookiesFrom, freshIp, get, lastMailTo, loginLinkIn, signInAs } from "./auth-helpers";
import { clearTables, fetchWorker, ORIGIN, postForm, testDb } from "./helpers";
import { AUTH_LIMITS } from "~/lib/login.server";

beforeEach(() => clearTables(schema.session, schema.account, schema.verification, schema.outboxEmails, schema.rateLimits, schema.user));

function post(fields: Record<string, string>, ip = freshIp(), extra: Record<string, string> = {}) {
  return postForm("/login", fields, { "cf-connecting-ip": ip, ...extra });
}

describe("sign-up", () => {
  it("creates an unconfirmed account, mails a confirmation link and switches to sign in with the spec's message", async () => {
    const res = await post({ intent: "register", fullName: "Anna Beispiel", email: "Anna@Example.com", password: "sicheres-passwort" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?notice=registered");
    const page = await (await get("/login?notice=registered")).text();
    expect(page).toContain("Registrierung erfolgreich! Bitte überprüfen Sie Ihre E-Mail zur Bestätigung.");

    const [user] = await testDb().select().from(schema.user).where(eq(schema.user.email, "anna@example.com"));
    expect(user).toMatchObject({ name: "Anna Beispiel", role: "user", emailVerified: false });

    // Not confirmed yet: the spec's message, no session.
    const early = await post({ intent: "signin", email: "anna@example.com", password: "sicheres-passwort" });
    expect(early.status).toBe(403);
    expect(await early.text()).toContain("Bitte bestätigen Sie Ihre E-Mail-Adresse");

    // Follow the link from the outbox, then sign in.
    const mail = await lastMailTo("anna@example.com");
    const link = loginLinkIn(mail!.text);
    expect(link.searchParams.get("confirm")).toBe("true");
    const confirmed = await get(link.pathname + link.search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/login?notice=confirmed");
    const signedIn = await post({ intent: "signin", email: "anna@example.com", password: "sicheres-passwort" });
    expect(signedIn.status).toBe(302);
    // A plain user goes back to the site, not into the back office.
    expect(signedIn.headers.get("Location")).toBe("/");
  });

  it("requires a full name, a valid e-mail and at least 8 password characters", async () => {
    const res = await post({ intent: "register", fullName: " ", email: "nope", password: "short" });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("Vollständiger Name ist erforderlich");
    expect(body).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    expect(body).toContain("Das Passwort muss mindestens 8 Zeichen lang sein");
    expect(await testDb().select().from(schema.user)).toHaveLength(0);
  });

  it("answers an address that is already registered with the spec's message", async () => {
    const { email } = await signInAs("user");
    const res = await post({ intent: "register", fullName: "Someone", email, password: "another-password" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("E-Mail bereits registriert");
    expect(await testDb().select().from(schema.user).where(eq(schema.user.email, email))).toHaveLength(1);
  });
});

describe("sign-in", () => {
  it("sends staff to /admin with an HttpOnly, SameSite=Lax session cookie", async () => {
    const { location } = await signInAs("admin");
    expect(location).toBe("/admin");
    const res = await post({ intent: "signin", email: "nobody@example.com", password: "x" });
    expect(res.status).toBe(401);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and Secure on https", async () => {
    const { email, password } = await signInAs("moderator");
    const res = await post({ intent: "signin", email, password });
    const setCookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const https = await fetchWorker("https://localhost:8787/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "signin", email, password }),
      headers: { Origin: "https://localhost:8787", "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
    });
    expect(https.status).toBe(302);
    const secureCookie = https.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(secureCookie).toMatch(/Secure/);
    expect(secureCookie).toMatch(/^__Secure-/);
  });

  it("answers a wrong password with 'Ungültige E-Mail oder Passwort' and no cookie", async () => {
    const { email } = await signInAs("admin");
    const res = await post({ intent: "signin", email, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Ungültige E-Mail oder Passwort");
    expect(cookiesFrom(res)).not.toContain("session_token");
  });

  it("returns staff to the admin page they came from, but never to another site", async () => {
    const { email, password } = await signInAs("admin");
    const back = await post({ intent: "signin", email, password, redirectTo: "/admin/anything?x=1" });
    expect(back.headers.get("Location")).toBe("/admin/anything?x=1");
    const evil = await post({ intent: "signin", email, password, redirectTo: "//evil.example/" });
    expect(evil.headers.get("Location")).toBe("/admin");
  });

  it("sends a signed-in admin who opens /login straight to /admin", async () => {
    const { cookie } = await signInAs("admin");
    const res = await get("/login", cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin");
  });

  it("shows the three modes, each with its own form", async () => {
    expect(await (await get("/login")).text()).toContain('value="signin"');
    const register = await (await get("/login?mode=register")).text();
    expect(register).toContain('value="register"');
    expect(register).toContain("Vollständiger Name");
    expect(await (await get("/login?mode=forgot")).text()).toContain('value="forgot"');
  });
});

describe("rate limits", () => {
  it("refuses an account after 5 failed sign-ins, even with the right password, from any address", async () => {
    const { email, password } = await signInAs("admin");
    for (let i = 0; i < 5; i++) {
      const res = await post({ intent: "signin", email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await post({ intent: "signin", email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await blocked.text()).toContain("Zu viele Versuche");
  });

  it("limits sign-in attempts per IP, and requests without the header share one bucket", async () => {
    const statuses: number[] = [];
    const limit = AUTH_LIMITS.signInPerIp.limit;
    for (let i = 0; i <= limit; i++) {
      const res = await postForm("/login", { intent: "signin", email: `user${i}@example.com`, password: "whatever" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
    // Another address is not affected.
    expect((await post({ intent: "signin", email: "x@example.com", password: "whatever" })).status).toBe(401);
  });

  it("limits reset requests per account", async () => {
    const { email } = await signInAs("user");
    for (let i = 0; i < 3; i++) expect((await post({ intent: "forgot", email })).status).toBe(200);
    expect((await post({ intent: "forgot", email })).status).toBe(429);
  });
});

describe("password reset", () => {
  it("mails a /login?reset=true link; the new password works and the old one does not", async () => {
    const { email, password } = await signInAs("admin");
    const blank = await post({ intent: "forgot", email: "" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Bitte geben Sie Ihre E-Mail-Adresse ein");

    const res = await post({ intent: "forgot", email });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("E-Mail zum Zurücksetzen des Passworts wurde gesendet. Bitte überprüfen Sie Ihr Postfach.");
    const link = loginLinkIn((await lastMailTo(email))!.text);
    expect(link.pathname).toBe("/login");
    expect(link.searchParams.get("reset")).toBe("true");
    const token = link.searchParams.get("token")!;

    const form = await (await get(link.pathname + link.search)).text();
    expect(form).toContain('value="reset"');

    const mismatch = await post({ intent: "reset", token, password: "neues-passwort-1", confirmPassword: "anderes" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Die Passwörter stimmen nicht überein");

    const done = await post({ intent: "reset", token, password: "neues-passwort-1", confirmPassword: "neues-passwort-1" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login?notice=passwordChanged");

    expect((await post({ intent: "signin", email, password })).status).toBe(401);
    expect((await post({ intent: "signin", email, password: "neues-passwort-1" })).status).toBe(302);

    // A used token does not work twice.
    const again = await post({ intent: "reset", token, password: "drittes-passwort", confirmPassword: "drittes-passwort" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("ungültig oder abgelaufen");
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const res = await post({ intent: "forgot", email: "ghost@example.com" });
    expect(res.status).toBe(200);
    expect(await lastMailTo("ghost@example.com")).toBeNull();
  });
});

describe("sign-out", () => {
  it("ends every session of the user and goes to /login", async () => {
    const first = await signInAs("admin");
    const second = await post({ intent: "signin", email: first.email, password: first.password });
    const otherDevice = cookiesFrom(second);
    expect((await get("/admin", otherDevice)).status).toBe(200);

    const res = await postForm("/logout", {}, { Cookie: first.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?notice=signedOut");
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect((await get("/admin", first.cookie)).status).toBe(302);
    expect((await get("/admin", otherDevice)).status).toBe(302);
  });

  it("refuses a sign-in or sign-out posted from another origin", async () => {
    const { cookie } = await signInAs("admin");
    const res = await postForm("/logout", {}, { Cookie: cookie, Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await get("/admin", cookie)).status).toBe(200);
    const login = await postForm("/login", { intent: "signin", email: "a@b.c", password: "x" }, { Origin: `${ORIGIN}.evil.example` });
    expect(login.status).toBe(403);
  });
});
