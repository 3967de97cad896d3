import { hashPassword } from "better-auth/crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import { ensureUser } from "../../db/admin-user";
import * as schema from "~db/schema";
import { fetchWorker, postForm, testDb } from "./helpers";

export type Role = "admin" | "moderator" | "user";

/** The session cookie(s) a response sets, as a Cookie header value. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

let counter = 0;
/** A distinct client address per call, so the per-IP limits of one test do not leak into another. */
export function freshIp(): string {
  counter += 1;
  return `203.0.113.${counter % 250}`;
}

/**
 * One hash per password for the whole run. A password hash (scrypt, in plain JavaScript inside the
 * runtime) costs about as much CPU as a hundred page requests; a salted hash verifies for any account
 * that stores it, so fresh test accounts with the same password can share one.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A confirmed account with the role and an e-mail/password login, as ensureUser makes it; not signed in. */
export async function createAccount(
  role: Role,
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = "correct-horse-42",
) {
  const db = testDb();
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, normalized));
  if (existing) {
    await ensureUser(db, { email, password, name: `Test ${role}`, role });
    return { email, password };
  }
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(schema.user).values({ id, name: `Test ${role}`, email: normalized, emailVerified: true, role }),
    db.insert(schema.account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashOnce(password),
    }),
  ]);
  return { email, password };
}

/**
 * Creates a confirmed account with the role and signs it in through /login; returns its Cookie header.
 * For a test about the account itself (its role, password, sessions, ban). A test that only needs
 * someone with a role takes sessionAs.
 */
export async function signInAs(
  role: Role,
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password = "correct-horse-42",
) {
  await createAccount(role, email, password);
  const response = await postForm("/login", { intent: "signin", email, password }, { "cf-connecting-ip": freshIp() });
  if (response.status !== 302)
    throw new Error(`sign-in as ${role} failed: ${response.status} ${await response.text()}`);
  return { cookie: cookiesFrom(response), email, password, location: response.headers.get("Location") };
}

type SessionRows = {
  user: typeof schema.user.$inferSelect;
  account: typeof schema.account.$inferSelect;
  session: typeof schema.session.$inferSelect;
  signedIn: Awaited<ReturnType<typeof signInAs>>;
};
const sessions = new Map<Role, Promise<SessionRows>>();

/**
 * A signed-in account with the role, for tests that need someone with that role rather than a sign-in.
 * The first call of the run signs in through /login (the real path) and keeps the account's rows;
 * later calls write those rows back as they were (test files clear the account tables, and a test may
 * have renamed or banned the account) instead of hashing and signing in again, so the same cookie
 * keeps working. Every test file that asks gets the account exactly as it was first signed in.
 */
export async function sessionAs(role: Role) {
  let rows = sessions.get(role);
  if (!rows) {
    rows = (async () => {
      const signedIn = await signInAs(role, `session-${role}@example.com`);
      const db = testDb();
      const [user] = await db.select().from(schema.user).where(eq(schema.user.email, signedIn.email));
      const [account] = await db.select().from(schema.account).where(eq(schema.account.userId, user!.id));
      const [session] = await db
        .select()
        .from(schema.session)
        .where(eq(schema.session.userId, user!.id))
        .orderBy(desc(schema.session.createdAt))
        .limit(1);
      return { user: user!, account: account!, session: session!, signedIn };
    })();
    sessions.set(role, rows);
    return (await rows).signedIn;
  }
  const { user, account, session, signedIn } = await rows;
  const db = testDb();
  // Written back in place (an upsert, not a delete and insert, so nothing that points at the account
  // goes with it); an account of another id under the same address, left by an earlier test, goes.
  await db.batch([
    db.delete(schema.user).where(and(eq(schema.user.email, user.email), ne(schema.user.id, user.id))),
    db.insert(schema.user).values(user).onConflictDoUpdate({ target: schema.user.id, set: user }),
    db.insert(schema.account).values(account).onConflictDoUpdate({ target: schema.account.id, set: account }),
    db.insert(schema.session).values(session).onConflictDoUpdate({ target: schema.session.id, set: session }),
  ]);
  return signedIn;
}

/** The newest e-mail in the outbox for an address. */
export async function lastMailTo(to: string) {
  const [mail] = await testDb()
    .select()
    .from(schema.outboxEmails)
    .where(eq(schema.outboxEmails.to, to))
    .orderBy(desc(schema.outboxEmails.id))
    .limit(1);
  return mail ?? null;
}

/** The first link in a mail's text that points at /login. */
export function loginLinkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/login\?\S+/);
  if (!match) throw new Error(`no /login link in mail: ${text}`);
  return new URL(match[0]);
}

export function get(path: string, cookie?: string) {
  return fetchWorker(path, { headers: cookie ? { Cookie: cookie } : {} });
}
