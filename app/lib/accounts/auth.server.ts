import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { backupCodes } from "./backup-codes";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { passkey } from "@better-auth/passkey";
import { admin, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import * as schema from "~db/schema";
import { auditAfter } from "../audit.server";
import { hasSessionCookie } from "../http/cookies.server";
import { getDb, getRelationalDb, type Db } from "../db.server";
import {
  changeEmailMail,
  confirmationMail,
  deliverAccountMail,
  liftAccountMailWait,
  passwordResetMail,
} from "./account-mail.server";
import type { Lang } from "../i18n/languages";
import { placeOf } from "./request-place.server";
import { isStaff, roleOf } from "./permissions";
import { MIN_PASSWORD_LENGTH } from "./auth-schema";
import { securityChanged } from "./security-notices.server";
import { noteTrustRecord, trustNamedBy } from "./trusted-browsers.server";
import type { StaffSession } from "./staff-session";

/** The name authenticator apps and passkey prompts show for this site. */
const TWO_FACTOR_ISSUER = "Glücksakademie";

/** Session lifetime; refreshed once a day while in use. */
const SESSION_DAYS = 7;

/** Names of the session cookies: `__Host-` on https (bound to this exact host, Secure, Path=/), plain on local http. */
function cookieNames(secure: boolean) {
  const prefix = secure ? "__Host-" : "";
  return {
    session_token: { name: `${prefix}better-auth.session_token` },
    session_data: { name: `${prefix}better-auth.session_data` },
    dont_remember: { name: `${prefix}better-auth.dont_remember` },
    account_data: { name: `${prefix}better-auth.account_data` },
    // The two-factor plugin's sign-in challenge and its "trust this browser" mark (decision 0038).
    two_factor: { name: `${prefix}better-auth.two_factor` },
    trust_device: { name: `${prefix}better-auth.trust_device` },
  };
}

type AuthOptions = {
  lang?: Lang;
  /**
   * The Worker's ctx.waitUntil: e-mails are then sent after the answer has gone out, so answers take
   * the same time and read the same whether an address is known or the mail API works.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The caller has already counted the mail this instance sends against the address's limits (to answer 429 itself). */
  mailCounted?: boolean;
  /** Confirmation mails of this instance confirm a change of address (the profile), not a sign-up. */
  changeEmail?: boolean;
};

/**
 * better-auth for one request. The site never mounts better-auth's HTTP endpoints: the /login and
 * /logout actions call `auth.api.*` on the server, so every form goes through our own zod schemas,
 * rate limits, same-origin check and German messages.
 */
export function createAuth(env: Env, request: Request, options: AuthOptions = {}) {
  const lang = options.lang ?? "de";
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret || secret.length < 32) throw new Error("BETTER_AUTH_SECRET must be set (32+ characters); see README");
  const origin = new URL(request.url).origin;
  const secure = origin.startsWith("https:");
  const db = getRelationalDb(env);
  return betterAuth({
    appName: "Coaching Academy",
    baseURL: origin,
    secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A reset ends the browsers' trust and tells the account (the sessions end above).
      onPasswordReset: ({ user }) => securityChanged(env, request, user, "password-reset", lang),
      // better-auth's `url` points at its own endpoints (not mounted) and at the request's host: unused.
      sendResetPassword: ({ user, token }) =>
        deliverAccountMail(
          env,
          request,
          "reset",
          (o, address) => passwordResetMail(o, user, token, lang, address),
          options.mailCounted ? undefined : user.email,
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Trying to sign in unconfirmed sends a fresh link (at most one per address per 5 minutes).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      // Runs once the address is confirmed (sign-up, or the new address of a change).
      afterEmailVerification: async (user) => {
        await liftAccountMailWait(env.DB, normaliseEmail(user.email));
      },
      sendVerificationEmail: ({ user, token }) => {
        const limit = options.mailCounted ? undefined : user.email;
        return options.changeEmail
          ? deliverAccountMail(env, request, "change-email", (o) => changeEmailMail(o, user, token, lang), limit)
          : deliverAccountMail(
              env,
              request,
              "confirm",
              (o, address) => confirmationMail(o, user, token, lang, address),
              limit,
            );
      },
    },
    user: {
      // Only the confirmation link sent to the NEW address changes it (app/routes/admin/profile/profile.server.ts).
      changeEmail: { enabled: true },
      // Chosen on the profile (our own action writes it); never taken from a sign-up body.
      additionalFields: { adminLanguage: { type: "string", required: false, input: false, defaultValue: "de" } },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // Set at sign-in (below), shown in the profile's list of sessions; never taken from a client.
      additionalFields: { location: { type: "string", required: false, input: false } },
    },
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, location: placeOf(request) } }) } },
      // A browser trusted for 30 days, or its renewal at a sign-in: noted for the profile's list.
      verification: {
        create: {
          after: async (row) => {
            if (row.identifier.startsWith("trust-device-"))
              await noteTrustRecord(getDb(env), request, row, await trustNamedBy(request, secret));
          },
        },
      },
    },
    // Limits live in our actions, in D1 (app/lib/http/rate-limit.server.ts); better-auth's own would only
    // cover its HTTP endpoints, which we do not mount.
    rateLimit: { enabled: false },
    advanced: {
      // The prefixes come from cookieNames(); better-auth's own would be __Secure-, which a sibling
      // subdomain could still overwrite.
      useSecureCookies: false,
      cookies: cookieNames(secure),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      backgroundTasks: options.waitUntil ? { handler: options.waitUntil } : undefined,
    },
    telemetry: { enabled: false },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      // A second factor for staff (decision 0038): an authenticator app with backup codes, or passkeys.
      twoFactor({ issuer: TWO_FACTOR_ISSUER, backupCodeOptions: { customBackupCodesGenerate: () => backupCodes(10) } }),
      passkey({
        rpID: new URL(origin).hostname,
        rpName: TWO_FACTOR_ISSUER,
        origin,
        // One credential id, one passkey (the index says so too): refused with its own code, not a 500.
        registration: { afterVerification: ({ verification }) => refuseKnownCredential(env, verification) },
      }),
      // Last: its hook sees what the two-factor plugin made of a sign-in.
      signInAudit(env),
    ],
  });
}

async function refuseKnownCredential(env: Env, verification: { registrationInfo?: { credential: { id: string } } }) {
  const id = verification.registrationInfo?.credential.id;
  if (!id) return;
  const [taken] = await getDb(env)
    .select({ id: schema.passkey.id })
    .from(schema.passkey)
    .where(eq(schema.passkey.credentialID, id))
    .limit(1);
  if (taken) throw APIError.from("CONFLICT", { code: "CREDENTIAL_TAKEN", message: "credential id already registered" });
}

function errorCode(error: unknown): string {
  return (error as { body?: { code?: string } }).body?.code ?? "UNKNOWN";
}

/**
 * The audit of a password sign-in, as a plugin listed after the two-factor plugin, so that its hook
 * sees what that plugin made of the sign-in: a session, or no session and a challenge for the second
 * factor (the code step writes "signed in" once the code passes), or a refusal.
 */
function signInAudit(env: Env) {
  return {
    id: "sign-in-audit",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            const email = typeof ctx.body?.email === "string" ? normaliseEmail(ctx.body.email) : "";
            const signedIn = ctx.context.newSession?.user;
            const outcome: SignInOutcome = isAPIError(returned)
              ? { refusal: errorCode(returned) }
              : signedIn
                ? { signedIn }
                : { awaitingCode: isTwoFactorRedirect(returned) };
            await auditSignIn(getDb(env), outcome, email);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

function isTwoFactorRedirect(returned: unknown): boolean {
  return (
    typeof returned === "object" &&
    returned !== null &&
    "twoFactorRedirect" in returned &&
    Boolean(returned.twoFactorRedirect)
  );
}

type SignInOutcome =
  { signedIn: { id: string; name: string; role?: unknown } } | { awaitingCode: boolean } | { refusal: string };

/**
 * The audit log's entry of a staff sign-in; of a right password whose second factor is awaited; or of
 * a refused one for a staff account's address (wrong password, banned, unconfirmed). Visitors'
 * sign-ins are not the back office's business and are not recorded. better-auth writes the session
 * itself, so the entry follows right after, not in its batch. Until the sign-in is complete, whoever
 * tried is not known: the entry names the address tried (never the password) and has no actor id.
 * A failure to write the entry must not turn a sign-in into an error.
 */
async function auditSignIn(db: Db, outcome: SignInOutcome, email: string) {
  try {
    if ("signedIn" in outcome) {
      const { signedIn } = outcome;
      if (!isStaff(signedIn.role)) return;
      const actor = { id: signedIn.id, name: signedIn.name, role: roleOf(signedIn.role) };
      await auditAfter(db, actor, { type: "auth", recordId: signedIn.id, action: "sign-in" });
      return;
    }
    if (("awaitingCode" in outcome && !outcome.awaitingCode) || !email) return;
    const [account] = await db
      .select({ id: schema.user.id, role: schema.user.role })
      .from(schema.user)
      .where(eq(schema.user.email, email))
      .limit(1);
    if (!account || !isStaff(account.role)) return;
    const unknown = { id: null, name: email, role: "" };
    if ("refusal" in outcome)
      await auditAfter(db, unknown, {
        type: "auth",
        recordId: account.id,
        action: "sign-in-failed",
        changes: { reason: [null, outcome.refusal] },
      });
    else await auditAfter(db, unknown, { type: "auth", recordId: account.id, action: "sign-in-awaiting-code" });
  } catch (error) {
    console.error("audit of a sign-in failed", error);
  }
}

export type { StaffSession };

/** Reads the session from the request's cookie (one D1 read); null when signed out, expired or banned. */
export async function getSessionUser(env: Env, request: Request): Promise<StaffSession | null> {
  // Cheap pre-check, so anonymous requests never touch D1 for a session lookup.
  if (!hasSessionCookie(request)) return null;
  const auth = createAuth(env, request);
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result || result.user.banned) return null;
  const u = result.user;
  return {
    sessionId: result.session.id,
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      role: roleOf(u.role),
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
      adminLanguage: u.adminLanguage === "en" ? "en" : "de",
    },
  };
}

/** Set by the admin layout's middleware for every /admin loader and action. */
export const staffContext = createContext<StaffSession | null>(null);

/**
 * Signs out everywhere: ends this session (and clears its cookie) and deletes every other session of
 * the same user. Returns the Set-Cookie headers to send.
 */
export async function signOutEverywhere(env: Env, request: Request): Promise<Headers> {
  const auth = createAuth(env, request);
  const current = hasSessionCookie(request) ? await auth.api.getSession({ headers: request.headers }) : null;
  let headers = new Headers();
  try {
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    headers = result.headers;
  } catch (error) {
    console.warn("sign-out: no current session to end", error);
  }
  if (current) await getDb(env).delete(schema.session).where(eq(schema.session.userId, current.user.id));
  // Whatever better-auth did, the browser must drop the cookie.
  // (__Secure- names are those of sessions started before the switch to __Host-.)
  for (const base of ["better-auth.session_token", "better-auth.session_data"]) {
    for (const name of [base, `__Host-${base}`, `__Secure-${base}`]) {
      const secure = name.startsWith("__") ? "; Secure" : "";
      headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    }
  }
  return headers;
}

/** Normalises an e-mail address the way accounts are stored. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(env: Env, email: string) {
  const [row] = await getDb(env)
    .select()
    .from(schema.user)
    .where(eq(schema.user.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}
