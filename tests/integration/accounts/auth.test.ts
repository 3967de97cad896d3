import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schema from "~db/schema";
import { cookiesFrom, freshIp, get, lastMailTo, loginLinkIn, signInAs } from "../auth-helpers";
import { clearTables, fetchWorker, ORIGIN, postForm, testDb } from "../helpers";
import { postSettled, startWorker } from "../settled";
import { MAX_NAME_IN_MAIL, AUTH_LIMITS } from "~/lib/accounts/index.server";
import { STAMP_PATTERN } from "~/lib/forms";

beforeEach(() =>
  clearTables(schema.session, schema.account, schema.verification, schema.outboxEmails, schema.rateLimits, schema.user),
);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A post to /login from one client address; waits for the mail the answer left to send. */
function post(fields: Record<string, string>, ip = freshIp(), extra: Record<string, string> = {}) {
  return postSettled("/login", fields, { headers: { "cf-connecting-ip": ip, ...extra } });
}

const allMails = () => testDb().select().from(schema.outboxEmails);

/** The answer's HTML without its per-response CSP nonce. */
const withoutNonce = async (res: Response) => {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
  const html = await res.text();
  // The public forms' signed stamp is new on every answer too (docs/decisions/0039).
  return (nonce ? html.replaceAll(nonce, "NONCE") : html).replace(STAMP_PATTERN, "STAMP");
};

describe("sign-up", () => {
  it("creates an unconfirmed account, mails a confirmation link and switches to sign in with the spec's message", async () => {
    const res = await post({
      intent: "register",
      fullName: "Anna Beispiel",
      email: "Anna@Example.com",
      password: "sicheres-passwort",
    });
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

  it("sets the session cookie HttpOnly and SameSite=Lax; on https as a __Host- cookie (Secure, Path=/, no Domain) that signs in", async () => {
    const { email, password } = await signInAs("moderator");
    const res = await post({ intent: "signin", email, password });
    const setCookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(setCookie).toMatch(/^better-auth\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const https = await fetchWorker("https://localhost:8787/login", {
      method: "POST",
      body: new URLSearchParams({ intent: "signin", email, password }),
      headers: {
        Origin: "https://localhost:8787",
        "Content-Type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": freshIp(),
      },
    });
    expect(https.status).toBe(302);
    const hostCookie = https.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    // __Host-: only this host may set or read it, so a sibling subdomain cannot plant a session.
    expect(hostCookie).toMatch(/^__Host-better-auth\.session_token=/);
    expect(hostCookie).toMatch(/;\s*Secure/i);
    expect(hostCookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(hostCookie).not.toMatch(/Domain=/i);
    const admin = await fetchWorker("https://localhost:8787/admin", { headers: { Cookie: hostCookie.split(";")[0] } });
    expect(admin.status).toBe(200);
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
  it("five wrong passwords from one client stop that client, never the owner's right password from another", async () => {
    const { email, password } = await signInAs("admin");
    const stranger = "198.51.100.7";
    for (let i = 0; i < 5; i++)
      expect((await post({ intent: "signin", email, password: `wrong-${i}` }, stranger)).status).toBe(401);
    const blocked = await post({ intent: "signin", email, password }, stranger);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await blocked.text()).toContain("Zu viele Versuche");
    const english = await post({ intent: "signin", email, password }, stranger, { Cookie: "language=en" });
    expect(await english.text()).toContain("Too many attempts");

    const owner = await post({ intent: "signin", email, password }, "192.0.2.44");
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/admin");
  });

  it("counts attempts before the password check: ten parallel wrong passwords from one client get five answers 401 and five 429", async () => {
    const { email } = await signInAs("user");
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post({ intent: "signin", email, password: `wrong-${i}` }, ip)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it("caps failures per account at 100 an hour across all clients; right passwords do not count", async () => {
    const { email, password } = await signInAs("moderator");
    for (let i = 0; i < 3; i++) expect((await post({ intent: "signin", email, password: "wrong" })).status).toBe(401);
    expect((await post({ intent: "signin", email, password })).status).toBe(302);
    const counter = async () => {
      const [row] = await testDb()
        .select()
        .from(schema.rateLimits)
        .where(eq(schema.rateLimits.key, `signin:account:${email}`));
      return row?.count;
    };
    expect(await counter()).toBe(3);
    // 97 more failures from anywhere (signing in 97 times would only cost time): the 101st attempt waits, from any client.
    await env.DB.prepare("UPDATE rate_limits SET count = ?1 WHERE key = ?2")
      .bind(AUTH_LIMITS.signInFailuresPerAccount.limit, `signin:account:${email}`)
      .run();
    const capped = await post({ intent: "signin", email, password });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get("Retry-After"))).toBeGreaterThan(15 * 60);
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

  it("sends one reset mail per address per 5 minutes and 10 a day, whatever the client; unknown addresses are answered alike", async () => {
    const { email } = await signInAs("user");
    const ghost = "ghost-limit@example.com";
    for (const address of [email, ghost]) {
      expect((await post({ intent: "forgot", email: address })).status).toBe(200);
      const again = await post({ intent: "forgot", email: address }); // another client
      expect(again.status).toBe(429);
      expect(await again.text()).toContain("Zu viele Versuche. Bitte versuchen Sie es in 5 Minuten erneut.");
    }
    expect(await allMails()).toHaveLength(1);

    // Let the 5 minutes pass nine more times: ten mails in all, then the day is used up.
    const fiveMinutesLater = () =>
      env.DB.prepare(
        "UPDATE rate_limits SET window_start = window_start - 300000 WHERE key LIKE 'mail:address:%'",
      ).run();
    for (let i = 0; i < 9; i++) {
      await fiveMinutesLater();
      expect((await post({ intent: "forgot", email })).status).toBe(200);
    }
    await fiveMinutesLater();
    const daily = await post({ intent: "forgot", email });
    expect(daily.status).toBe(429);
    expect(Number(daily.headers.get("Retry-After"))).toBeGreaterThan(60 * 60);
    expect(await allMails()).toHaveLength(10);
  });

  it("sends one confirmation mail per address per 5 minutes: signing in unconfirmed again does not mail again", async () => {
    const email = "unconfirmed@example.com";
    expect(
      (await post({ intent: "register", fullName: "Uwe Unbestätigt", email, password: "sicheres-passwort" })).status,
    ).toBe(302);
    for (let i = 0; i < 3; i++)
      expect((await post({ intent: "signin", email, password: "sicheres-passwort" })).status).toBe(403);
    expect(await allMails()).toHaveLength(1);
  });

  it("counts confirmation and reset mails together: a reset right after a sign-up waits its 5 minutes, unless the confirmation link was opened", async () => {
    const email = "both-kinds@example.com";
    expect(
      (await post({ intent: "register", fullName: "Berta Beides", email, password: "sicheres-passwort" })).status,
    ).toBe(302);
    const reset = await post({ intent: "forgot", email }, freshIp(), { Cookie: "language=en" });
    expect(reset.status).toBe(429);
    expect(await reset.text()).toContain("Too many attempts");
    const sent = await allMails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");

    // Once the link is opened the address has shown it reads its mail: no more waiting.
    const link = loginLinkIn(sent[0]!.text);
    expect((await get(link.pathname + link.search)).headers.get("Location")).toBe("/login?notice=confirmed");
    expect((await post({ intent: "forgot", email })).status).toBe(200);
    expect((await lastMailTo(email))!.subject).toBe("Passwort zurücksetzen");
  });

  it("limits an IPv6 client per /64 network, not per address", async () => {
    const limit = AUTH_LIMITS.signInPerIp.limit;
    for (let i = 1; i <= limit; i++) {
      // Every attempt from a new address of the same /64, written in different ways.
      const address = i % 2 ? `2001:db8:aa:bb::${i.toString(16)}` : `2001:0DB8:00AA:00BB:${i.toString(16)}:0:0:1`;
      expect(
        (await post({ intent: "signin", email: `v6-${i}@example.com`, password: "whatever" }, address)).status,
      ).toBe(401);
    }
    expect(
      (
        await post(
          { intent: "signin", email: "v6-last@example.com", password: "whatever" },
          "2001:db8:aa:bb:ffff:ffff:ffff:ffff",
        )
      ).status,
    ).toBe(429);
    // The neighbouring /64 is someone else.
    expect(
      (await post({ intent: "signin", email: "v6-other@example.com", password: "whatever" }, "2001:db8:aa:bc::1"))
        .status,
    ).toBe(401);
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
    expect(await res.text()).toContain(
      "E-Mail zum Zurücksetzen des Passworts wurde gesendet. Bitte überprüfen Sie Ihr Postfach.",
    );
    const link = loginLinkIn((await lastMailTo(email))!.text);
    expect(link.pathname).toBe("/login");
    expect(link.searchParams.get("reset")).toBe("true");
    const token = link.searchParams.get("token")!;

    const form = await (await get(link.pathname + link.search)).text();
    expect(form).toContain('value="reset"');

    const mismatch = await post({ intent: "reset", token, password: "neues-passwort-1", confirmPassword: "anderes" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Die Passwörter stimmen nicht überein");

    const done = await post({
      intent: "reset",
      token,
      password: "neues-passwort-1",
      confirmPassword: "neues-passwort-1",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login?notice=passwordChanged");

    expect((await post({ intent: "signin", email, password })).status).toBe(401);
    expect((await post({ intent: "signin", email, password: "neues-passwort-1" })).status).toBe(302);

    // A used token does not work twice.
    const again = await post({
      intent: "reset",
      token,
      password: "drittes-passwort",
      confirmPassword: "drittes-passwort",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("ungültig oder abgelaufen");
  });

  it("answers an unknown address with the same page as a known one and sends nothing", async () => {
    const { email } = await signInAs("user");
    const known = await post({ intent: "forgot", email });
    const unknown = await post({ intent: "forgot", email: "ghost@example.com" });
    expect(unknown.status).toBe(known.status);
    expect(await withoutNonce(unknown)).toBe(await withoutNonce(known));
    expect(await lastMailTo("ghost@example.com")).toBeNull();
    expect(await lastMailTo(email)).not.toBeNull();
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
    const login = await postForm(
      "/login",
      { intent: "signin", email: "a@b.c", password: "x" },
      { Origin: `${ORIGIN}.evil.example` },
    );
    expect(login.status).toBe(403);
  });
});

describe("account e-mails", () => {
  const API_KEY = "key-that-must-never-show";
  const httpMail = {
    MAIL_TRANSPORT: "http",
    MAIL_API_URL: "https://mail.example/send",
    MAIL_API_KEY: API_KEY,
    MAIL_FROM: "Site <no-reply@example.com>",
  };
  const forgot = (email: string, bindings: Record<string, unknown>, origin = ORIGIN) =>
    postSettled(
      "/login",
      { intent: "forgot", email },
      { headers: { "cf-connecting-ip": freshIp() }, bindings, origin },
    );

  // The mail API is outside our system: the one place a fake stands in.
  it("a failing mail API changes nothing in the answer; the operators get a log line without secrets", async () => {
    const { email } = await signInAs("user");
    vi.stubGlobal("fetch", async () => new Response("provider says: quota exceeded for account 4711", { status: 500 }));
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const failing = await forgot(email, httpMail);
    expect(failing.status).toBe(200);
    const html = await failing.text();
    expect(html).toContain("E-Mail zum Zurücksetzen des Passworts wurde gesendet.");
    // What the visitor reads: the page's scripts carry a random build version, which can hold "500".
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
    expect(visible).not.toMatch(/quota|provider|\b500\b|MailError/);
    expect(logged.some((line) => line.includes("account mail (reset) not sent"))).toBe(true);
    expect(logged.join("\n")).not.toContain(API_KEY);
    expect(logged.join("\n")).not.toContain(email);
  });

  it("the answer does not wait for the mail API: the mail is sent after it", async () => {
    const { email } = await signInAs("user");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      await gate;
      sent.push(String(await new Request(input, init).text()));
      return new Response("{}", { status: 200 });
    });
    const request = new Request(new URL("/login", ORIGIN), {
      method: "POST",
      body: new URLSearchParams({ intent: "forgot", email }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
    });
    const { response, settled } = startWorker(request, httpMail);
    const tooSlow = new Promise<"waited for the mail API">((resolve) =>
      setTimeout(() => resolve("waited for the mail API"), 10_000),
    );
    const answer = await Promise.race([response, tooSlow]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(200);
    expect(sent).toHaveLength(0);
    release();
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("reset=true");
  });

  it("the answer does the same work for every address: it counts the limits, the account is looked up after it", async () => {
    const { email } = await signInAs("user");
    const roundTrips = async (address: string) => {
      const res = await postSettled(
        "/login.data",
        { intent: "forgot", email: address },
        { headers: { "cf-connecting-ip": freshIp() }, bindings: { D1_COUNT_HEADER: "1" } },
      );
      expect(res.status).toBe(200);
      return res.headers.get("X-D1-Round-Trips");
    };
    const known = await roundTrips(email);
    const unknown = await roundTrips("nobody-here@example.com");
    expect(known).toBe(unknown);
    // The site's form of address (the answer's words), the client's count, the address's 5-minute count
    // and its daily count; nothing that depends on the account.
    expect(known).toBe("4");
    expect(await lastMailTo(email)).not.toBeNull();
  });

  it("builds links from PUBLIC_ORIGIN, never from the Host the request came with", async () => {
    const { email } = await signInAs("user");
    const forged = "http://evil.example";
    const res = await forgot(email, { PUBLIC_ORIGIN: "https://www.site.example" }, forged);
    expect(res.status).toBe(200);
    const mail = (await lastMailTo(email))!;
    expect(mail.text).not.toContain("evil.example");
    const link = loginLinkIn(mail.text);
    expect(link.origin).toBe("https://www.site.example");
    expect(link.searchParams.get("reset")).toBe("true");

    // Forwarding headers do not count either.
    await env.DB.prepare("DELETE FROM rate_limits").run();
    await postSettled(
      "/login",
      { intent: "forgot", email },
      { headers: { "cf-connecting-ip": freshIp(), Host: "evil.example", "X-Forwarded-Host": "evil.example" } },
    );
    const local = (await lastMailTo(email))!;
    expect(local.text).not.toContain("evil.example");
    expect(loginLinkIn(local.text).origin).toBe(ORIGIN);
  });

  it("without PUBLIC_ORIGIN, a request for another host than the local one gets the same answer and no mail with its host", async () => {
    const { email } = await signInAs("user");
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const res = await forgot(email, { PUBLIC_ORIGIN: "" }, "https://evil.example");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("E-Mail zum Zurücksetzen des Passworts wurde gesendet.");
    expect(await allMails()).toHaveLength(0);
    expect(logged.some((line) => line.includes("PUBLIC_ORIGIN"))).toBe(true);
  });

  it("puts the full name into a mail cut short and without anything a mail client would turn into a link", async () => {
    const email = "spam-name@example.com";
    const fullName = `Gewinn! Klicken Sie https://evil.example/x www.evil.example evil.example evil\u3002example Mailto:x@evil.example ${"Sehr ".repeat(15)}Lang`;
    expect((await post({ intent: "register", fullName, email, password: "sicheres-passwort" })).status).toBe(302);
    const mail = (await lastMailTo(email))!;
    const greeting = mail.text.split("\n")[0];
    expect(greeting).toMatch(/^Hallo Gewinn! Klicken Sie Sehr Sehr/);
    expect(greeting).not.toMatch(/evil|http|www|@/i);
    const name = greeting.replace(/^Hallo /, "").replace(/,$/, "");
    expect(Array.from(name).length).toBeLessThanOrEqual(MAX_NAME_IN_MAIL);
    expect(name.endsWith("…")).toBe(true);
    // The only link in the mail is ours.
    expect(mail.text.match(/https?:\/\//g)).toHaveLength(1);
  });
});
