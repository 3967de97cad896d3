import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import * as schema from "../../db/schema";
import { getDb } from "./db.server";
import type { Lang } from "./i18n";
import { sendMail } from "./mail.server";
import { roleOf, type Role } from "./permissions";
import { MIN_PASSWORD_LENGTH } from "./schemas/auth";

/** Session lifetime; refreshed once a day while in use. */
const SESSION_DAYS = 7;
// Lives with the forms' schemas so the browser can check it too.
export { MIN_PASSWORD_LENGTH };

/**
 * better-auth for one request. The site never mounts better-auth's HTTP endpoints: the /login and
 * /logout actions call `auth.api.*` on the server, so every form goes through our own zod schemas,
 * rate limits, same-origin check and German messages.
 */
export function createAuth(env: Env, request: Request, options: { lang?: Lang; mailFailures?: unknown[] } = {}) {
  const lang = options.lang ?? "de";
  // better-auth logs and swallows errors of its e-mail callbacks; collect them so the form can say so.
  const send = async (mail: Parameters<typeof sendMail>[1]) => {
    try {
      await sendMail(env, mail);
    } catch (error) {
      options.mailFailures?.push(error);
      throw error;
    }
  };
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret || secret.length < 32) throw new Error("BETTER_AUTH_SECRET must be set (32+ characters); see README");
  const origin = new URL(request.url).origin;
  const secure = origin.startsWith("https:");
  const db = getDb(env);
  return betterAuth({
    appName: "Coaching Academy",
    baseURL: origin,
    secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await send(passwordResetMail(origin, user, token, lang));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Trying to sign in unconfirmed sends a fresh link (the sign-in limiter bounds how often).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await send(confirmationMail(origin, user, token, lang));
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Limits live in our actions, in D1 (app/lib/rate-limit.server.ts); better-auth's own would only
    // cover its HTTP endpoints, which we do not mount.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
    },
    telemetry: { enabled: false },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The signed-in person as loaders and actions see them. */
export type SessionUser = { id: string; name: string; email: string; role: Role; createdAt: Date; updatedAt: Date };
export type StaffSession = { user: SessionUser; sessionId: string };

/** Reads the session from the request's cookie (one D1 read); null when signed out, expired or banned. */
export async function getSessionUser(env: Env, request: Request): Promise<StaffSession | null> {
  if (!hasSessionCookie(request)) return null;
  const auth = createAuth(env, request);
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result || result.user.banned) return null;
  const u = result.user;
  return {
    sessionId: result.session.id,
    user: { id: u.id, name: u.name, email: u.email, role: roleOf(u.role), createdAt: u.createdAt, updatedAt: u.updatedAt },
  };
}

/** Cheap pre-check so anonymous requests never touch D1 for a session lookup. */
function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.get("Cookie") ?? "");
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
  for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token", "better-auth.session_data", "__Secure-better-auth.session_data"]) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}

/** Normalises an e-mail address the way accounts are stored. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(env: Env, email: string) {
  const [row] = await getDb(env).select().from(schema.user).where(eq(schema.user.email, normaliseEmail(email))).limit(1);
  return row ?? null;
}

function passwordResetMail(origin: string, user: { email: string; name: string }, token: string, lang: Lang) {
  const link = `${origin}/login?reset=true&token=${encodeURIComponent(token)}`;
  return lang === "en"
    ? {
        to: user.email,
        subject: "Reset your password",
        text: `Hello ${user.name},\n\nsomeone asked to reset the password of your account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf that was not you, you can ignore this e-mail.`,
      }
    : {
        to: user.email,
        subject: "Passwort zurücksetzen",
        text: `Hallo ${user.name},\n\nfür Ihr Konto wurde das Zurücksetzen des Passworts angefordert. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n\n${link}\n\nWenn Sie das nicht waren, können Sie diese E-Mail ignorieren.`,
      };
}

function confirmationMail(origin: string, user: { email: string; name: string }, token: string, lang: Lang) {
  const link = `${origin}/login?confirm=true&token=${encodeURIComponent(token)}`;
  return lang === "en"
    ? {
        to: user.email,
        subject: "Confirm your e-mail address",
        text: `Hello ${user.name},\n\nplease confirm your e-mail address by opening this link within 24 hours:\n\n${link}\n\nIf you did not register, you can ignore this e-mail.`,
      }
    : {
        to: user.email,
        subject: "Bestätigen Sie Ihre E-Mail-Adresse",
        text: `Hallo ${user.name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von 24 Stunden diesen Link öffnen:\n\n${link}\n\nWenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.`,
      };
}
