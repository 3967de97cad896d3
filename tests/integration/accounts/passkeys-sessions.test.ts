import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { cookiesFrom, freshIp, get, signInAs } from "../auth-helpers";
import { clearTables, ORIGIN, postForm, testDb } from "../helpers";
import { startWorker } from "../settled";
import { SoftAuthenticator } from "../soft-authenticator";

/**
 * Passkeys (profile and /login) and the list of one's own sessions, through the real Worker. A
 * software authenticator answers the WebAuthn challenges as a browser's would; the same flow in
 * Chromium with its virtual authenticator is tests/e2e/accounts/passkeys.spec.ts.
 */

beforeEach(() =>
  clearTables(
    schema.passkey,
    schema.session,
    schema.account,
    schema.verification,
    schema.rateLimits,
    schema.auditLog,
    schema.user,
  ),
);

const REGISTER = "/admin/profile/passkeys.json";
const SIGN_IN = "/login/passkey";

/** Cookie header of `base` with the cookies a response set added (the challenge cookie). */
function withCookies(base: string, response: Response): string {
  const added = cookiesFrom(response);
  return [base, added].filter(Boolean).join("; ");
}

async function json(response: Response) {
  return (await response.json()) as Record<string, unknown> & { challenge?: string; error?: string };
}

/** Adds a passkey to a signed-in account the way the profile's script does; returns the authenticator. */
async function addPasskey(cookie: string, name = "Laptop", authenticator = new SoftAuthenticator(ORIGIN, "localhost")) {
  const options = await postForm(REGISTER, { intent: "options" }, { Cookie: cookie });
  expect(options.status).toBe(200);
  const body = await json(options);
  const answer = await authenticator.register({ challenge: body.challenge! });
  const verified = await postForm(
    REGISTER,
    { intent: "verify", name, response: JSON.stringify(answer) },
    { Cookie: withCookies(cookie, options) },
  );
  expect(verified.status, await verified.clone().text()).toBe(200);
  return authenticator;
}

/** One sign-in attempt with a passkey from a client: fresh options, then the authenticator's answer. */
async function passkeySignIn(
  authenticator: SoftAuthenticator,
  ip: string,
  answer?: (challenge: string) => Promise<unknown>,
  extra: Record<string, string> = {},
) {
  const options = await postForm(SIGN_IN, { intent: "options" }, { "cf-connecting-ip": ip });
  expect(options.status).toBe(200);
  const { challenge } = await json(options);
  const response = answer ? await answer(challenge!) : await authenticator.signIn({ challenge: challenge! });
  return postForm(
    SIGN_IN,
    { intent: "verify", response: JSON.stringify(response), ...extra },
    { Cookie: cookiesFrom(options), "cf-connecting-ip": ip },
  );
}

async function signInAttempts(ip: string) {
  const [row] = await testDb()
    .select({ count: schema.rateLimits.count })
    .from(schema.rateLimits)
    .where(eq(schema.rateLimits.key, `signin:ip:${ip}`));
  return row?.count ?? 0;
}

const passkeysOf = async (userId: string) =>
  testDb().select().from(schema.passkey).where(eq(schema.passkey.userId, userId));

async function userId(email: string) {
  const [row] = await testDb().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return row!.id;
}

describe("adding a passkey on the profile", () => {
  it("is refused to visitors (to /login) and plain users (403), and nothing is stored", async () => {
    const visitor = await postForm(REGISTER, { intent: "options" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const user = await signInAs("user");
    const plain = await postForm(REGISTER, { intent: "options" }, { Cookie: user.cookie });
    expect(plain.status).toBe(403);
    const plainVerify = await postForm(
      REGISTER,
      { intent: "verify", name: "x", response: "{}" },
      { Cookie: user.cookie },
    );
    expect(plainVerify.status).toBe(403);
    expect(await testDb().select().from(schema.passkey)).toEqual([]);
  });

  it("answers garbage with 400 and a message in the user's language, never a 500, and stores nothing", async () => {
    const moderator = await signInAs("moderator");
    const bodies: Record<string, string>[] = [
      {},
      { intent: "nonsense" },
      { intent: "verify" },
      { intent: "verify", name: "Laptop", response: "not json" },
      { intent: "verify", name: "Laptop", response: "{}" },
      { intent: "verify", name: "Laptop", response: JSON.stringify({ id: "a", rawId: "a", type: "public-key" }) },
      // Well-formed, but no challenge was asked for: nothing to verify against.
      {
        intent: "verify",
        name: "Laptop",
        response: JSON.stringify({
          id: "a",
          rawId: "a",
          type: "public-key",
          response: { clientDataJSON: "e30", attestationObject: "oA" },
        }),
      },
    ];
    for (const body of bodies) {
      const res = await postForm(REGISTER, body, { Cookie: moderator.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error).toMatch(/[A-Za-zäöü]/);
    }
    // An empty name is the name field's own message.
    const unnamed = await postForm(
      REGISTER,
      { intent: "verify", name: " ", response: "{}" },
      { Cookie: moderator.cookie },
    );
    expect((await json(unnamed)).error).toBe("Bitte geben Sie einen Namen ein");
    // The back office speaks the person's chosen language (decision 0053), not the site's cookie.
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, moderator.email));
    const english = await postForm(
      REGISTER,
      { intent: "verify", name: " ", response: "{}" },
      { Cookie: `${moderator.cookie}; language=de` },
    );
    expect((await json(english)).error).toBe("Please enter a name");
    // A garbled answer to a real challenge is refused too (and the challenge is used up).
    const options = await postForm(REGISTER, { intent: "options" }, { Cookie: moderator.cookie });
    const garbled = await postForm(
      REGISTER,
      {
        intent: "verify",
        name: "Laptop",
        response: JSON.stringify({
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          response: { clientDataJSON: "e30", attestationObject: "oA" },
        }),
      },
      { Cookie: withCookies(moderator.cookie, options) },
    );
    expect(garbled.status).toBe(400);
    expect(await testDb().select().from(schema.passkey)).toEqual([]);
  });

  it("stores the named passkey of the signed-in person and audits it without key material", async () => {
    const moderator = await signInAs("moderator");
    const authenticator = await addPasskey(moderator.cookie, "Büro-Laptop");
    const id = await userId(moderator.email);
    const [row] = await passkeysOf(id);
    expect(row).toMatchObject({ name: "Büro-Laptop", credentialID: authenticator.id, lastUsedAt: null });

    const [entry] = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "passkey-add"));
    expect(entry).toMatchObject({ actor_id: id, type: "auth", record_id: row!.id });
    expect(JSON.parse(entry!.changes)).toEqual({ name: [null, "Büro-Laptop"] });
    expect(entry!.changes).not.toContain(row!.publicKey);
    expect(entry!.changes).not.toContain(authenticator.id);

    const page = await (await get("/admin/profile", moderator.cookie)).text();
    expect(page).toContain("Büro-Laptop");
    expect(page).toContain("noch nie");
  });

  it("refuses a passkey made for another site, and one answered for another origin", async () => {
    const moderator = await signInAs("moderator");
    for (const authenticator of [
      new SoftAuthenticator(ORIGIN, "evil.example"),
      new SoftAuthenticator("https://evil.example", "localhost"),
    ]) {
      const options = await postForm(REGISTER, { intent: "options" }, { Cookie: moderator.cookie });
      const answer = await authenticator.register({ challenge: (await json(options)).challenge! });
      const res = await postForm(
        REGISTER,
        { intent: "verify", name: "Fremd", response: JSON.stringify(answer) },
        { Cookie: withCookies(moderator.cookie, options) },
      );
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe("Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.");
    }
    expect(await testDb().select().from(schema.passkey)).toEqual([]);
  });
});

describe("signing in with a passkey on /login", () => {
  it("sets the session cookie, goes where a password sign-in goes, notes the use and audits it", async () => {
    const moderator = await signInAs("moderator");
    const authenticator = await addPasskey(moderator.cookie);
    const res = await passkeySignIn(authenticator, freshIp(), undefined, { redirectTo: "/admin/blog" });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true, redirectTo: "/admin/blog" });
    const cookie = cookiesFrom(res);
    expect(cookie).toContain("better-auth.session_token=");
    expect((await get("/admin", cookie)).status).toBe(200);

    const id = await userId(moderator.email);
    const [row] = await passkeysOf(id);
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    const entries = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "sign-in"), eq(schema.auditLog.actor_id, id)));
    expect(entries.map((e) => JSON.parse(e.changes))).toContainEqual({ method: [null, "passkey"] });
  });

  it("refuses another site's passkey, an unknown credential, a replayed and a garbled answer, and counts each", async () => {
    const moderator = await signInAs("moderator");
    const authenticator = await addPasskey(moderator.cookie);
    const ip = freshIp();
    const other = new SoftAuthenticator(ORIGIN, "localhost");
    await other.register({ challenge: "AAAA" });

    // Signed for another origin, then for another site (its rpID hash), with the real key.
    const wrongOrigin = await passkeySignIn(authenticator, ip, async (challenge) => {
      authenticator.origin = "https://evil.example";
      try {
        return await authenticator.signIn({ challenge });
      } finally {
        authenticator.origin = ORIGIN;
      }
    });
    const wrongSite = await passkeySignIn(authenticator, ip, async (challenge) => {
      authenticator.rpId = "evil.example";
      try {
        return await authenticator.signIn({ challenge });
      } finally {
        authenticator.rpId = "localhost";
      }
    });
    const unknown = await passkeySignIn(other, ip);
    // An answer that worked once, sent again against a fresh challenge.
    let used: unknown;
    const first = await passkeySignIn(authenticator, ip, async (challenge) => {
      used = await authenticator.signIn({ challenge });
      return used;
    });
    expect(first.status).toBe(200);
    const replayed = await passkeySignIn(authenticator, ip, async () => used);
    const garbled = await postForm(SIGN_IN, { intent: "verify", response: '{"id":"x"' }, { "cf-connecting-ip": ip });

    for (const [name, res, status] of [
      ["wrong origin", wrongOrigin, 400],
      ["wrong site", wrongSite, 400],
      ["unknown credential", unknown, 401],
      ["replayed", replayed, 400],
      ["garbled", garbled, 400],
    ] as const) {
      expect(res.status, name).toBe(status);
      expect(res.headers.getSetCookie().join(), name).not.toMatch(/session_token=[^;]/);
      expect((await json(res)).error, name).toBe(
        "Dieser Passkey wurde nicht erkannt. Bitte melden Sie sich mit E-Mail und Passwort an.",
      );
    }
    // Six verifications (five refused, one accepted) from this client, all counted as sign-in attempts.
    expect(await signInAttempts(ip)).toBe(6);
    // A refusal of a staff account's passkey is in the audit log, with no actor.
    const failed = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "sign-in-failed"));
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed.every((e) => e.actor_id === null)).toBe(true);
  });

  it("answers 429 once the client's sign-in attempts are used up, passwords and passkeys together", async () => {
    const moderator = await signInAs("moderator");
    const authenticator = await addPasskey(moderator.cookie);
    const ip = freshIp();
    await testDb()
      .insert(schema.rateLimits)
      .values({ key: `signin:ip:${ip}`, count: 30, window_start: Date.now() });
    const res = await passkeySignIn(authenticator, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await json(res)).error).toMatch(/^Zu viele Versuche/);
    expect(cookiesFrom(res)).not.toContain("session_token");
  });

  it("refuses a banned account and sends a plain user to the site, as with passwords", async () => {
    const moderator = await signInAs("moderator");
    const authenticator = await addPasskey(moderator.cookie);
    const id = await userId(moderator.email);
    await testDb().update(schema.user).set({ banned: true }).where(eq(schema.user.id, id));
    const banned = await passkeySignIn(authenticator, freshIp());
    expect(banned.status).toBe(403);
    expect((await json(banned)).error).toBe("Ihr Konto ist gesperrt.");
    expect(cookiesFrom(banned)).not.toContain("session_token");

    // Someone whose role was taken away after adding a passkey gets in like with a password: to the site.
    await testDb().update(schema.user).set({ banned: false, role: "user" }).where(eq(schema.user.id, id));
    const plain = await passkeySignIn(authenticator, freshIp(), undefined, { redirectTo: "/admin" });
    expect(plain.status).toBe(200);
    expect((await json(plain)).redirectTo).toBe("/");
    expect((await get("/admin", cookiesFrom(plain))).status).toBe(403);
  });

  it("says in English what went wrong on the English sign-in page", async () => {
    const res = await postForm(SIGN_IN, { intent: "verify", response: "[]" }, { Cookie: "language=en" });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(
      "This passkey was not recognised. Please sign in with your e-mail and password.",
    );
  });
});

describe("renaming and removing passkeys", () => {
  it("renames and removes one's own passkey (audited), and leaves another person's alone (404)", async () => {
    const owner = await signInAs("moderator");
    await addPasskey(owner.cookie, "Alt");
    const [mine] = await passkeysOf(await userId(owner.email));
    const intruder = await signInAs("admin");

    const empty = await postForm(
      "/admin/profile",
      { intent: "passkey-rename", id: mine!.id, name: "" },
      { Cookie: owner.cookie },
    );
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Bitte geben Sie einen Namen ein");

    const attempts: Record<string, string>[] = [
      { intent: "passkey-rename", id: mine!.id, name: "Gekapert" },
      { intent: "passkey-remove", id: mine!.id },
    ];
    for (const fields of attempts) {
      const res = await postForm("/admin/profile", fields, { Cookie: intruder.cookie });
      expect(res.status).toBe(404);
    }
    expect((await passkeysOf(mine!.userId))[0]!.name).toBe("Alt");

    const renamed = await postForm(
      "/admin/profile",
      { intent: "passkey-rename", id: mine!.id, name: "Neu" },
      { Cookie: owner.cookie },
    );
    expect(renamed.status).toBe(302);
    expect((await passkeysOf(mine!.userId))[0]!.name).toBe("Neu");
    const removed = await postForm(
      "/admin/profile",
      { intent: "passkey-remove", id: mine!.id },
      { Cookie: owner.cookie },
    );
    expect(removed.status).toBe(302);
    expect(await passkeysOf(mine!.userId)).toEqual([]);
    const actions = (await testDb().select().from(schema.auditLog)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["passkey-add", "passkey-rename", "passkey-remove"]));
  });
});

describe("active sessions on the profile", () => {
  /** A second sign-in of the same account, from another browser. */
  async function secondBrowser(email: string, password: string, userAgent: string) {
    const res = await postForm(
      "/login",
      { intent: "signin", email, password },
      { "cf-connecting-ip": freshIp(), "User-Agent": userAgent },
    );
    expect(res.status).toBe(302);
    return cookiesFrom(res);
  }

  const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
  const SAFARI =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

  it("lists one's own sessions only, in plain words, and marks this browser", async () => {
    const me = await signInAs("moderator");
    await secondBrowser(me.email, me.password, FIREFOX);
    const someoneElse = await signInAs("admin");
    await secondBrowser(someoneElse.email, someoneElse.password, SAFARI);

    const html = await (await get("/admin/profile", me.cookie)).text();
    expect(html).toContain("Aktive Sitzungen");
    expect(html).toContain("Firefox auf Windows");
    expect(html).not.toContain("Safari auf iOS");
    expect(html.match(/data-testid="session-row"/g)).toHaveLength(2);
    expect(html.match(/data-current="true"/g)).toHaveLength(1);
    expect(html).toContain("Dieser Browser");
  });

  it("ends another session for real: its cookie no longer opens the back office; audited", async () => {
    const me = await signInAs("moderator");
    const other = await secondBrowser(me.email, me.password, FIREFOX);
    expect((await get("/admin", other)).status).toBe(200);
    const id = await userId(me.email);
    const sessions = await testDb().select().from(schema.session).where(eq(schema.session.userId, id));
    const target = sessions.find((s) => s.userAgent === FIREFOX)!;

    const res = await postForm("/admin/profile", { intent: "session-end", id: target.id }, { Cookie: me.cookie });
    expect(res.status).toBe(302);
    const gone = await get("/admin", other);
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toMatch(/^\/login/);
    expect((await get("/admin", me.cookie)).status).toBe(200);
    const [entry] = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "session-end"));
    expect(entry).toMatchObject({ actor_id: id, type: "auth" });
    expect(JSON.parse(entry!.changes).session[0]).toBe("Firefox auf Windows");
  });

  it("cannot end someone else's session by its id (404, D1 unchanged), nor its own with this form", async () => {
    const me = await signInAs("moderator");
    const victim = await signInAs("admin");
    const [theirs] = await testDb()
      .select()
      .from(schema.session)
      .where(eq(schema.session.userId, await userId(victim.email)));
    // Which sessions exist and for how long (the gate's last-seen note may change while this runs).
    const sessionRows = () =>
      testDb()
        .select({ id: schema.session.id, userId: schema.session.userId, expiresAt: schema.session.expiresAt })
        .from(schema.session)
        .orderBy(schema.session.id);
    const before = await sessionRows();

    const res = await postForm("/admin/profile", { intent: "session-end", id: theirs!.id }, { Cookie: me.cookie });
    expect(res.status).toBe(404);
    expect(await sessionRows()).toEqual(before);
    expect((await get("/admin", victim.cookie)).status).toBe(200);

    const [mine] = await testDb()
      .select()
      .from(schema.session)
      .where(eq(schema.session.userId, await userId(me.email)));
    const own = await postForm("/admin/profile", { intent: "session-end", id: mine!.id }, { Cookie: me.cookie });
    expect(own.status).toBe(400);
    const garbage = await postForm("/admin/profile", { intent: "session-end" }, { Cookie: me.cookie });
    expect(garbage.status).toBe(400);
    expect(await sessionRows()).toEqual(before);
  });

  it("ends all other sessions at once and keeps this one; other people's stay", async () => {
    const me = await signInAs("moderator");
    const firefox = await secondBrowser(me.email, me.password, FIREFOX);
    const safari = await secondBrowser(me.email, me.password, SAFARI);
    const someoneElse = await signInAs("admin");

    const res = await postForm("/admin/profile", { intent: "sessions-end-others" }, { Cookie: me.cookie });
    expect(res.status).toBe(302);
    expect(decodeURIComponent(res.headers.get("Set-Cookie") ?? "")).toContain("2 andere Sitzungen beendet");
    expect((await get("/admin", firefox)).status).toBe(302);
    expect((await get("/admin", safari)).status).toBe(302);
    expect((await get("/admin", me.cookie)).status).toBe(200);
    expect((await get("/admin", someoneElse.cookie)).status).toBe(200);
    const [entry] = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, "revoke"));
    expect(JSON.parse(entry!.changes)).toEqual({ sessions: [2, 0] });
  });

  it("keeps the place Cloudflare gives at sign-in and notes when a session was last seen", async () => {
    const me = await signInAs("moderator");
    const signIn = startWorker(
      new Request(new URL("/login", ORIGIN), {
        method: "POST",
        body: new URLSearchParams({ intent: "signin", email: me.email, password: me.password }),
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
        redirect: "manual",
        cf: { city: "Leipzig", country: "DE" },
      } as RequestInit),
    );
    const res = await signIn.response;
    expect(res.status).toBe(302);
    const cookie = cookiesFrom(res);
    const id = await userId(me.email);
    const here = and(eq(schema.session.userId, id), eq(schema.session.location, "Leipzig, DE"));
    const [before] = await testDb().select().from(schema.session).where(here);
    expect(before!.lastSeenAt).toBeNull();

    // The gate notes the visit after the answer: wait for that work, then read it.
    const visit = startWorker(new Request(new URL("/admin/profile", ORIGIN), { headers: { Cookie: cookie } }));
    expect((await visit.response).status).toBe(200);
    await visit.settled();
    const [after] = await testDb().select().from(schema.session).where(here);
    expect(after!.lastSeenAt).toBeInstanceOf(Date);
    const html = await (await get("/admin/profile", cookie)).text();
    expect(html).toContain("Leipzig, DE");
  });
});

describe("passkeys under the policy that requires a second factor (decision 0038)", () => {
  async function requireSecondFactor(on: boolean) {
    await testDb()
      .insert(schema.generalSettings)
      .values({ id: 1, require_two_factor: on })
      .onConflictDoUpdate({ target: schema.generalSettings.id, set: { require_two_factor: on } });
  }

  it("lets a staff member without a second factor add a passkey as their set-up, after which the back office opens", async () => {
    await requireSecondFactor(true);
    try {
      const staff = await signInAs("moderator");
      const before = await get("/admin", staff.cookie);
      expect(before.status).toBe(302);
      expect(before.headers.get("Location")).toContain("/admin/profile");
      await addPasskey(staff.cookie, "Einrichtung");
      expect(await passkeysOf(await userId(staff.email))).toHaveLength(1);
      expect((await get("/admin", staff.cookie)).status).toBe(200);
    } finally {
      await requireSecondFactor(false);
    }
  });

  it("refuses to remove the last passkey of an account without an authenticator app while the policy is on", async () => {
    const staff = await signInAs("moderator");
    await addPasskey(staff.cookie, "Einziger");
    const [only] = await passkeysOf(await userId(staff.email));
    await requireSecondFactor(true);
    try {
      const refused = await postForm(
        "/admin/profile",
        { intent: "passkey-remove", id: only!.id },
        { Cookie: staff.cookie },
      );
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain("Ihr letzter zweiter Faktor");
      expect(await passkeysOf(only!.userId)).toHaveLength(1);
    } finally {
      await requireSecondFactor(false);
    }
    const removed = await postForm(
      "/admin/profile",
      { intent: "passkey-remove", id: only!.id },
      { Cookie: staff.cookie },
    );
    expect(removed.status).toBe(302);
    expect(await passkeysOf(only!.userId)).toEqual([]);
  });
});
