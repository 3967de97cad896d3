import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { data } from "react-router";
import { session as sessions, user } from "~db/schema";
import { clampPage, type ListPage, translatorFor, type Translate, roleName } from "~/lib/admin";
import { containsAny, pageWindow } from "~/lib/admin/index.server";
import {
  actorOf,
  auditAfter,
  auditStatementWhen,
  changesBetween,
  type AuditActor,
  type AuditChanges,
} from "~/lib/audit.server";
import { createAuth, securityChanged } from "~/lib/accounts/index.server";
import {
  type StaffSession,
  roleOf,
  type Role,
  ACCOUNT_TEXTS,
  BanUserSchema,
  SetRoleSchema,
  SetUserPasswordSchema,
  UserIdSchema,
} from "~/lib/accounts";
import { getDb, type Db } from "~/lib/db.server";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";

/** One row of /admin/users (back-office.md 2 'Users'). */
export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  banned: boolean;
  banReason: string | null;
  createdAt: string;
};

type UserCounts = { all: number; admins: number; moderators: number; users: number };

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  createdAt: user.createdAt,
};

function userRowOf(r: {
  id: string;
  name: string;
  email: string;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  createdAt: Date;
}): UserRow {
  return { ...r, role: roleOf(r.role), banned: Boolean(r.banned), createdAt: r.createdAt.toISOString() };
}

/**
 * One page of the accounts, newest first (back-office.md 7 'Profiles'), searched by name or address,
 * with the counters over all accounts and the accounts a dialog in the URL names; one D1 batch.
 */
export async function listUsers(db: Db, list: ListPage = { q: "", page: 1 }, dialogIds: string[] = []) {
  const where = containsAny(list.q, [user.name, user.email]);
  const { limit, offset } = pageWindow(list.page);
  const role = sql`coalesce(${user.role}, 'user')`;
  const [[counted], [matching], rows, dialogRows] = await db.batch([
    db
      .select({
        all: count(),
        admins: sql<number>`coalesce(sum(${role} = 'admin'), 0)`,
        moderators: sql<number>`coalesce(sum(${role} = 'moderator'), 0)`,
      })
      .from(user),
    db.select({ n: count() }).from(user).where(where),
    db
      .select(userColumns)
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(limit)
      .offset(offset),
    db
      .select(userColumns)
      .from(user)
      .where(inArray(user.id, dialogIds.length ? dialogIds : [""])),
  ]);
  const all = Number(counted?.all ?? 0);
  const admins = Number(counted?.admins ?? 0);
  const moderators = Number(counted?.moderators ?? 0);
  const total = Number(matching?.n ?? 0);
  return {
    rows: rows.map(userRowOf),
    dialogRows: dialogRows.map(userRowOf),
    counts: { all, admins, moderators, users: all - admins - moderators } satisfies UserCounts,
    total,
    page: clampPage(list.page, total),
  };
}

const USERS_TEXTS = {
  notAllowed: "Nur Administratoren dürfen Benutzer verwalten.",
  notFound: "Benutzer nicht gefunden",
  unknownAction: "Unbekannte Aktion",
  selfDemotion: "Sie können Ihre eigene Administratorrolle nicht entfernen.",
  lastAdminDemotion: "Der letzte Administrator kann nicht herabgestuft werden.",
  selfBan: "Sie können sich nicht selbst sperren.",
  lastAdminBan: "Der letzte Administrator kann nicht gesperrt werden.",
  selfPassword: "Ihr eigenes Passwort ändern Sie im Profil (mit Ihrem aktuellen Passwort).",
  selfRevoke: "Ihre eigenen Sitzungen beenden Sie mit „Logout“.",
  passwordFailed: "Fehler beim Aktualisieren des Passworts",
  failed: "Die Änderung konnte nicht gespeichert werden",
} as const;

type Intent = "role" | "password" | "ban" | "unban" | "revoke";
const INTENTS: readonly Intent[] = ["role", "password", "ban", "unban", "revoke"];

export type UsersActionData = {
  intent: string;
  userId: string | null;
  result: SubmissionResult<string[]> | null;
  error: string | null;
  toast: Toast | null;
};

/**
 * The refusals' and toasts' texts in the acting administrator's language (the field errors stay the
 * schema's German; the form translates them where it shows them).
 */
function refuser(t: Translate) {
  return (
    intent: string,
    userId: string | null,
    status: number,
    error: string,
    result: SubmissionResult<string[]> | null = null,
  ) => refusal(intent, userId, status, t(error), result, t("Fehler"));
}

/** Field errors only: the form shows them beside the fields, no extra note or toast. */
function invalid(intent: string, userId: string | null, result: SubmissionResult<string[]>) {
  return data<UsersActionData>({ intent, userId, result, error: null, toast: null }, { status: 400 });
}

function refusal(
  intent: string,
  userId: string | null,
  status: number,
  error: string,
  result: SubmissionResult<string[]> | null = null,
  title = "Fehler",
) {
  return data<UsersActionData>(
    { intent, userId, result, error, toast: { title, description: error, variant: "destructive" } },
    { status },
  );
}

function errorCode(error: unknown): string | undefined {
  return isAPIError(error) ? (error as { body?: { code?: string } }).body?.code : undefined;
}

/**
 * Actions of /admin/users. The layout already refuses moderators here; the role is checked again so
 * this module is safe wherever it is called from. Self-demotion, self-ban and demoting or banning the
 * last active administrator are refused; the last-admin check and the write are one statement. Every
 * change leaves an audit entry (type "user"): role and ban in the write's own batch; unban, password
 * and sessions go through better-auth, whose writes cannot share a batch, so their entry follows at once.
 */
export async function handleUsersAction(
  env: Env,
  request: Request,
  session: StaffSession | null,
  backUrl = "/admin/users",
) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const rawId = formData.get("userId");
  const targetId = typeof rawId === "string" && rawId ? rawId : null;
  const lang = session?.user.adminLanguage ?? "de";
  const t = translatorFor(lang);
  const refuse = refuser(t);
  if (!session || session.user.role !== "admin") return refuse(intent, targetId, 403, USERS_TEXTS.notAllowed);
  const success = (description: string, vars: Record<string, string>) =>
    redirectWithToast(request, backUrl, { title: t("Erfolg"), description: t(description, vars) });
  if (!INTENTS.includes(intent as Intent)) return refuse(intent, targetId, 400, USERS_TEXTS.unknownAction);

  const db = getDb(env);
  const self = session.user.id;
  const actor = actorOf(session);
  // For the writes better-auth makes itself: the entry right after the call succeeded.
  const logAfter = (action: string, target: Target, changes = {}) =>
    auditAfter(db, actor, { type: "user", recordId: target.id, action, changes });
  try {
    switch (intent as Intent) {
      case "role": {
        const submission = parseWithZod(formData, { schema: SetRoleSchema });
        if (submission.status !== "success")
          return refuse(intent, targetId, 400, ACCOUNT_TEXTS.roleInvalid, submission.reply());
        const { userId, role } = submission.value;
        const target = await findTarget(db, userId);
        if (!target) return refuse(intent, userId, 404, USERS_TEXTS.notFound, submission.reply());
        if (userId === self && role !== "admin")
          return refuse(intent, userId, 409, USERS_TEXTS.selfDemotion, submission.reply());
        const changes = changesBetween({ role: target.role }, { role });
        if (!(await writeRoleGuarded(env.DB, userId, role, { actor, changes })))
          return refuse(intent, userId, 409, USERS_TEXTS.lastAdminDemotion, submission.reply());
        return success("Die Rolle von {email} ist jetzt „{role}“.", {
          email: target.email,
          role: roleName(lang, role),
        });
      }
      case "password": {
        const submission = parseWithZod(formData, { schema: SetUserPasswordSchema });
        if (submission.status !== "success")
          return invalid(intent, targetId, submission.reply({ hideFields: ["password", "confirmPassword"] }));
        const { userId, password } = submission.value;
        const reply = () => submission.reply({ hideFields: ["password", "confirmPassword"] });
        if (userId === self) return refuse(intent, userId, 409, USERS_TEXTS.selfPassword, reply());
        const target = await findTarget(db, userId);
        if (!target) return refuse(intent, userId, 404, USERS_TEXTS.notFound, reply());
        const auth = createAuth(env, request);
        try {
          await auth.api.setUserPassword({ body: { userId, newPassword: password }, headers: request.headers });
          await logAfter("password", target, changesBetween({ password: "" }, { password }));
          // Whoever knew the old password (or holds a session) must sign in again with the new one.
          await auth.api.revokeUserSessions({ body: { userId }, headers: request.headers });
          await securityChanged(env, request, target, "password-set-by-admin", lang);
        } catch (error) {
          const code = errorCode(error);
          if (code === "PASSWORD_TOO_SHORT")
            return refuse(intent, userId, 400, ACCOUNT_TEXTS.passwordTooShort, reply());
          if (code === "USER_NOT_FOUND") return refuse(intent, userId, 404, USERS_TEXTS.notFound, reply());
          if (isAPIError(error)) {
            console.error("admin set password refused", error);
            return refuse(intent, userId, 400, USERS_TEXTS.passwordFailed, reply());
          }
          throw error;
        }
        return success("Passwort für {email} wurde erfolgreich aktualisiert", { email: target.email });
      }
      case "ban": {
        const submission = parseWithZod(formData, { schema: BanUserSchema });
        if (submission.status !== "success")
          return refuse(intent, targetId, 400, firstError(submission.error) ?? USERS_TEXTS.failed, submission.reply());
        const { userId, banReason } = submission.value;
        if (userId === self) return refuse(intent, userId, 409, USERS_TEXTS.selfBan, submission.reply());
        const target = await findTarget(db, userId);
        if (!target) return refuse(intent, userId, 404, USERS_TEXTS.notFound, submission.reply());
        const changes = changesBetween(
          { banned: target.banned, banReason: target.banReason },
          { banned: true, banReason: banReason || null },
        );
        if (!(await banGuarded(env.DB, userId, banReason || null, { actor, changes })))
          return refuse(intent, userId, 409, USERS_TEXTS.lastAdminBan, submission.reply());
        return success("{email} wurde gesperrt und überall abgemeldet.", { email: target.email });
      }
      case "unban":
      case "revoke": {
        const submission = parseWithZod(formData, { schema: UserIdSchema });
        if (submission.status !== "success") return refuse(intent, targetId, 400, USERS_TEXTS.notFound);
        const { userId } = submission.value;
        if (intent === "revoke" && userId === self) return refuse(intent, userId, 409, USERS_TEXTS.selfRevoke);
        const target = await findTarget(db, userId);
        if (!target) return refuse(intent, userId, 404, USERS_TEXTS.notFound);
        const auth = createAuth(env, request);
        if (intent === "unban") {
          await auth.api.unbanUser({ body: { userId }, headers: request.headers });
          await logAfter("unban", target, changesBetween({ banned: target.banned }, { banned: false }));
          return success("{email} wurde entsperrt.", { email: target.email });
        }
        await auth.api.revokeUserSessions({ body: { userId }, headers: request.headers });
        await logAfter("revoke", target);
        return success("Alle Sitzungen von {email} wurden beendet.", { email: target.email });
      }
    }
  } catch (error) {
    console.error(`admin users ${intent} failed`, error);
    const fallback = intent === "password" ? USERS_TEXTS.passwordFailed : USERS_TEXTS.failed;
    return refuse(intent, targetId, 503, fallback);
  }
}

type Target = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  adminLanguage: string | null;
  banned: boolean | null;
  banReason: string | null;
};

async function findTarget(db: Db, id: string): Promise<Target | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      adminLanguage: user.adminLanguage,
      banned: user.banned,
      banReason: user.banReason,
    })
    .from(user)
    .where(eq(user.id, id))
    .limit(1);
  return row ?? null;
}

function firstError(error: Record<string, string[] | null> | null | undefined): string | undefined {
  for (const messages of Object.values(error ?? {})) if (messages?.length) return messages[0];
  return undefined;
}

/**
 * Another administrator who is not banned exists. Part of the same UPDATE as the write, so two
 * admins demoting (or banning) each other at once cannot leave the site without one: D1 runs
 * statements one after the other, and the second sees the first one's result.
 */
const otherActiveAdmin = (userId: string) =>
  sql`(SELECT count(*) FROM "user" AS other WHERE other.role = 'admin' AND coalesce(other.banned, 0) = 0 AND other.id != ${userId}) >= 1`;
const IS_ACTIVE_ADMIN = sql`(coalesce("user".role, 'user') = 'admin' AND coalesce("user".banned, 0) = 0)`;

/** Who changes an account and what changes: its audit entry. */
type UserAudit = { actor: AuditActor; changes: AuditChanges };

/**
 * Sets the role unless that would remove the last active administrator; false when refused. The audit
 * entry is in the same batch and is written only when the role is then the new one, so a refused
 * change leaves none.
 */
export async function writeRoleGuarded(d1: D1Database, userId: string, role: Role, audit: UserAudit): Promise<boolean> {
  const db = getDb({ DB: d1 });
  const [result] = await db.batch([
    db
      .update(user)
      .set({ role, updatedAt: new Date() })
      .where(
        and(eq(user.id, userId), sql`(${role} = 'admin' OR NOT ${IS_ACTIVE_ADMIN} OR ${otherActiveAdmin(userId)})`),
      ),
    auditStatementWhen(
      db,
      audit.actor,
      { type: "user", recordId: userId, action: "role", changes: audit.changes },
      sql`(SELECT coalesce(role, 'user') FROM "user" WHERE id = ${userId}) = ${role}`,
    ),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/**
 * Bans the user and ends their sessions in one batch (atomic in D1), unless they are the last active
 * administrator. Written here rather than through auth.api.banUser, which cannot make that check
 * part of its write; the sessions and the audit entry go only when the ban went through.
 */
export async function banGuarded(
  d1: D1Database,
  userId: string,
  reason: string | null,
  audit: UserAudit,
): Promise<boolean> {
  const db = getDb({ DB: d1 });
  const banned = sql`(SELECT banned FROM "user" WHERE id = ${userId}) = 1`;
  const [ban] = await db.batch([
    db
      .update(user)
      .set({ banned: true, banReason: reason, banExpires: null, updatedAt: new Date() })
      .where(and(eq(user.id, userId), sql`(NOT ${IS_ACTIVE_ADMIN} OR ${otherActiveAdmin(userId)})`)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), banned)),
    auditStatementWhen(
      db,
      audit.actor,
      { type: "user", recordId: userId, action: "ban", changes: audit.changes },
      banned,
    ),
  ]);
  return (ban?.meta.changes ?? 0) > 0;
}
