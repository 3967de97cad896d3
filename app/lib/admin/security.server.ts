import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import * as schema from "~db/schema";
import { actorOf, auditStatement, type AuditChanges } from "../audit.server";
import type { StaffSession } from "../accounts/auth.server";
import { cloudflareContext } from "../context";
import { getDb, type Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import { readPreferences } from "../i18n/preferences.server";
import { PasskeyRemoveSchema, PasskeyRenameSchema, SessionEndSchema } from "../accounts/security-schema";
import { SECURITY_TEXTS, type SecurityTexts } from "../accounts/security-texts";
import { redirectWithToast } from "../toast.server";
import { describeUserAgent } from "../accounts/user-agent";
import { staffDateTime } from "./staff-display";
import { secondFactorRequired, secondFactorsOf } from "../accounts/two-factor.server";
import { confirmIdentity, RECENT_SIGN_IN_MS } from "../accounts/confirm-identity.server";
import { securityChanged } from "../accounts/security-notices.server";
import { endTrustedBrowsers } from "../accounts/trusted-browsers.server";
import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "../toast";

/**
 * The profile screen's action answer, shared by its own forms and the security ones here (passkeys,
 * sessions): which form answered, its field errors, a message, a toast.
 */
export type ProfileActionData = {
  intent: string;
  result: SubmissionResult<string[]> | null;
  error: string | null;
  toast: Toast | null;
};

/**
 * The profile's "Passkeys" and "Aktive Sitzungen" sections: what they show, and the intents of their
 * forms, which /admin/profile's action hands over here. Every change is the signed-in person's own
 * and is written with its audit entry in one D1 batch; an id of someone else's passkey or session is
 * a 404 and changes nothing.
 */

export type PasskeyRow = { id: string; name: string; created: string; lastUsed: string | null };
export type SessionRow = {
  id: string;
  device: string;
  place: string | null;
  signedIn: string;
  lastSeen: string;
  current: boolean;
};
export type Security = {
  lang: Lang;
  passkeys: PasskeyRow[];
  sessions: SessionRow[];
  /** A name for a new passkey, from this browser ("Firefox auf Windows"), which the person may change. */
  suggestedName: string;
  /** The sign-in is older than ten minutes: adding or removing a passkey asks for the password. */
  passwordNeeded: boolean;
};

/** The person's back-office language (decision 0053); the site's before a session is known. */
function languageOf(request: Request, session: StaffSession | null): Lang {
  return session?.user.adminLanguage ?? readPreferences(request).lang;
}

/** How often the gate writes a session's "last seen": once in 5 minutes is enough to tell people apart. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

function deviceName(texts: SecurityTexts, userAgent: string | null | undefined): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return texts.deviceOn(browser, os);
  return browser ?? os ?? texts.unknownDevice;
}

/** The two sections' data for the signed-in person, dates written out in their language. */
export async function loadSecurity(env: Env, request: Request, session: StaffSession | null): Promise<Security> {
  const lang = languageOf(request, session);
  const texts = SECURITY_TEXTS[lang];
  const suggestedName = deviceName(texts, request.headers.get("User-Agent"));
  if (!session) return { lang, passkeys: [], sessions: [], suggestedName, passwordNeeded: true };
  const db = getDb(env);
  const now = new Date();
  const [passkeys, sessions] = await db.batch([
    db
      .select({
        id: schema.passkey.id,
        name: schema.passkey.name,
        createdAt: schema.passkey.createdAt,
        lastUsedAt: schema.passkey.lastUsedAt,
      })
      .from(schema.passkey)
      .where(eq(schema.passkey.userId, session.user.id))
      .orderBy(schema.passkey.createdAt),
    db
      .select({
        id: schema.session.id,
        userAgent: schema.session.userAgent,
        location: schema.session.location,
        createdAt: schema.session.createdAt,
        lastSeenAt: schema.session.lastSeenAt,
      })
      .from(schema.session)
      .where(and(eq(schema.session.userId, session.user.id), gt(schema.session.expiresAt, now)))
      .orderBy(desc(schema.session.lastSeenAt), desc(schema.session.createdAt)),
  ]);
  const rows = sessions.map((row) => ({
    id: row.id,
    device: deviceName(texts, row.userAgent),
    place: row.location,
    signedIn: staffDateTime(lang, row.createdAt),
    lastSeen: staffDateTime(lang, row.lastSeenAt ?? row.createdAt),
    current: row.id === session.sessionId,
  }));
  const began = sessions.find((row) => row.id === session.sessionId)?.createdAt;
  return {
    lang,
    suggestedName,
    passwordNeeded: !began || began.getTime() <= now.getTime() - RECENT_SIGN_IN_MS,
    passkeys: passkeys.map((row) => ({
      id: row.id,
      name: row.name?.trim() || texts.unnamed,
      created: staffDateTime(lang, row.createdAt),
      lastUsed: row.lastUsedAt ? staffDateTime(lang, row.lastUsedAt) : null,
    })),
    // This browser first, then the others by their last activity.
    sessions: [...rows.filter((row) => row.current), ...rows.filter((row) => !row.current)],
  };
}

const SECURITY_INTENTS = ["passkey-rename", "passkey-remove", "session-end", "sessions-end-others"] as const;
type SecurityIntent = (typeof SECURITY_INTENTS)[number];

/**
 * The profile action's intents of these sections, or null for the profile's own (name, e-mail,
 * password). Reads a copy of the body, so the profile's action can still read the original.
 */
export async function handleSecurityIntent(env: Env, request: Request, session: StaffSession | null) {
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  if (!SECURITY_INTENTS.includes(intent as SecurityIntent)) return null;
  const texts = SECURITY_TEXTS[languageOf(request, session)];
  if (!session) return answer(intent, 401, texts.failed);
  switch (intent as SecurityIntent) {
    case "passkey-rename":
      return renamePasskey(env, request, session, form, texts);
    case "passkey-remove":
      return removePasskey(env, request, session, form, texts);
    case "session-end":
      return endSession(env, request, session, form, texts);
    case "sessions-end-others":
      return endOtherSessions(env, request, session, texts);
  }
}

function answer(
  intent: string,
  status: number,
  error: string,
  result: ProfileActionData["result"] = null,
  headers?: HeadersInit,
) {
  return data<ProfileActionData>(
    { intent, result, error, toast: { title: error, variant: "destructive" } },
    { status, headers },
  );
}

/** Translates the schema's message keys for the form. */
function translatedReply(
  texts: SecurityTexts,
  submission: { reply: () => NonNullable<ProfileActionData["result"]> },
): ProfileActionData["result"] {
  const reply = submission.reply();
  for (const [field, keys] of Object.entries(reply.error ?? {}))
    reply.error![field] = keys?.map((key) => (key in texts ? String(texts[key as keyof SecurityTexts]) : key)) ?? null;
  return reply;
}

const BACK = "/admin/profile";

async function renamePasskey(env: Env, request: Request, session: StaffSession, form: FormData, texts: SecurityTexts) {
  const submission = parseWithZod(form, { schema: PasskeyRenameSchema });
  if (submission.status !== "success")
    return answer("passkey-rename", 400, texts.nameRequired, translatedReply(texts, submission));
  const { id, name } = submission.value;
  const db = getDb(env);
  const own = and(eq(schema.passkey.id, id), eq(schema.passkey.userId, session.user.id));
  const [before] = await db.select({ name: schema.passkey.name }).from(schema.passkey).where(own).limit(1);
  if (!before) return answer("passkey-rename", 404, texts.passkeyNotFound);
  await db.batch([
    db.update(schema.passkey).set({ name }).where(own),
    auditStatement(db, actorOf(session), {
      type: "auth",
      recordId: id,
      action: "passkey-rename",
      changes: { name: [before.name, name] },
    }),
  ]);
  return redirectWithToast(request, BACK, { title: texts.passkeyRenamed });
}

async function removePasskey(env: Env, request: Request, session: StaffSession, form: FormData, texts: SecurityTexts) {
  const submission = parseWithZod(form, { schema: PasskeyRemoveSchema });
  if (submission.status !== "success") return answer("passkey-remove", 400, texts.passkeyNotFound);
  const { id, password } = submission.value;
  const db = getDb(env);
  const own = and(eq(schema.passkey.id, id), eq(schema.passkey.userId, session.user.id));
  const [before] = await db.select({ name: schema.passkey.name }).from(schema.passkey).where(own).limit(1);
  if (!before) return answer("passkey-remove", 404, texts.passkeyNotFound);
  // While the policy asks for a second factor, nobody removes their last one (decision 0038).
  const [factors, required] = await Promise.all([secondFactorsOf(db, session.user.id), secondFactorRequired(db)]);
  if (required && !factors.totp && factors.passkeys <= 1) return answer("passkey-remove", 409, texts.lastPasskey);
  const refused = await confirmIdentity(env, request, session, password, session.user.adminLanguage);
  if (refused) {
    const reply = submission.reply({ hideFields: ["password"], fieldErrors: { password: [refused.message] } });
    const retry = refused.retryAfterSeconds ? { "Retry-After": String(refused.retryAfterSeconds) } : undefined;
    return answer("passkey-remove", refused.status, refused.message, refused.field ? reply : null, retry);
  }
  await db.batch([
    db.delete(schema.passkey).where(own),
    auditStatement(db, actorOf(session), {
      type: "auth",
      recordId: id,
      action: "passkey-remove",
      changes: { name: [before.name, null] },
    }),
  ]);
  await securityChanged(env, request, session.user, "passkey-removed", session.user.adminLanguage, before.name);
  return redirectWithToast(request, BACK, { title: texts.passkeyRemoved });
}

/** Ends the staff member's sessions that `which` picks, with the audit entry in the same batch. */
function endSessions(db: Db, session: StaffSession, which: SQL | undefined, action: string, changes: AuditChanges) {
  return db.batch([
    db.delete(schema.session).where(which),
    auditStatement(db, actorOf(session), { type: "auth", recordId: session.user.id, action, changes }),
  ]);
}

async function endSession(env: Env, request: Request, session: StaffSession, form: FormData, texts: SecurityTexts) {
  const submission = parseWithZod(form, { schema: SessionEndSchema });
  if (submission.status !== "success") return answer("session-end", 400, texts.sessionNotFound);
  const { id } = submission.value;
  if (id === session.sessionId) return answer("session-end", 400, texts.notThisSession);
  const db = getDb(env);
  const own = and(eq(schema.session.id, id), eq(schema.session.userId, session.user.id));
  const [other] = await db
    .select({ userAgent: schema.session.userAgent, location: schema.session.location })
    .from(schema.session)
    .where(own)
    .limit(1);
  if (!other) return answer("session-end", 404, texts.sessionNotFound);
  await endSessions(db, session, own, "session-end", {
    session: [deviceName(SECURITY_TEXTS.de, other.userAgent), null],
    place: [other.location, null],
  });
  return redirectWithToast(request, BACK, { title: texts.sessionEnded });
}

async function endOtherSessions(env: Env, request: Request, session: StaffSession, texts: SecurityTexts) {
  const db = getDb(env);
  const others = and(eq(schema.session.userId, session.user.id), ne(schema.session.id, session.sessionId));
  const ended = await db.select({ id: schema.session.id }).from(schema.session).where(others);
  if (ended.length > 0) await endSessions(db, session, others, "revoke", { sessions: [ended.length, 0] });
  // Whoever held another session may have had a browser trusted: it must not skip the code either.
  await endTrustedBrowsers(db, session.user.id);
  return redirectWithToast(request, BACK, { title: texts.othersEnded(ended.length) });
}

/**
 * Notes that a session was just used, for the list of sessions: one conditional UPDATE that changes
 * nothing when the last note is under 5 minutes old. It runs after the answer, so no screen waits.
 */
export function noteSessionSeen(context: Readonly<RouterContextProvider>, session: StaffSession): void {
  const { env, ctx } = context.get(cloudflareContext);
  const now = Date.now();
  const db = getDb(env);
  const stale = or(
    isNull(schema.session.lastSeenAt),
    lt(schema.session.lastSeenAt, new Date(now - LAST_SEEN_EVERY_MS)),
  );
  const write = db
    .update(schema.session)
    // updated_at stays better-auth's (its own refreshes), not every visit's.
    .set({ lastSeenAt: new Date(now), updatedAt: sql`updated_at` })
    .where(and(eq(schema.session.id, session.sessionId), stale))
    .then(
      () => undefined,
      (error: unknown) => console.error("session last-seen not written", error),
    );
  ctx.waitUntil(write);
}
