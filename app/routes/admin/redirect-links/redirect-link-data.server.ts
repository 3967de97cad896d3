import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { redirectLinks, type RedirectLink } from "~db/schema";
import {
  auditStatement,
  auditStatementWhen,
  changesBetween,
  type AuditActor,
  type AuditChanges,
} from "~/lib/audit.server";
import { getDb, type Db } from "~/lib/db.server";
import { RedirectLinkSchema, type RedirectLinkInput } from "~/lib/short-links";
import { forgetCachedLink, linkCacheKey } from "~/lib/short-links/index.server";

/**
 * The back office's writes to short links. Each one forgets the code's cached answer (this isolate's
 * memo and KV), so a change reaches visitors at once here and within seconds everywhere (other
 * isolates' memos last ten seconds); the redirect itself (app/lib/short-links/links.server.ts) only reads.
 * Each write carries its audit entry (type "link", who: `actor`) in the same D1 batch, so the entry
 * exists exactly when the link changed.
 */

type DataBindings = Pick<Env, "DB" | "KV">;

export type RedirectLinkResult =
  | { ok: true; link: RedirectLink }
  | { ok: false; fieldErrors: Partial<Record<keyof RedirectLinkInput | "form", string[]>> };

async function purge(env: Pick<Env, "KV">, codes: Iterable<string>) {
  const unique = [...new Set(codes)];
  for (const code of unique) forgetCachedLink(code);
  await Promise.all(unique.map((code) => env.KV.delete(linkCacheKey(code))));
}

function invalid(error: z.ZodError): RedirectLinkResult {
  return {
    ok: false,
    fieldErrors: z.flattenError(error).fieldErrors as Partial<Record<keyof RedirectLinkInput, string[]>>,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return /UNIQUE constraint failed/i.test(text);
}

/** The fields a link's form and toggles change: what an audit entry compares. */
const LINK_FIELDS = [
  "short_code",
  "target_url",
  "description",
  "detailed_description",
  "image_url",
  "display_order",
  "is_active",
  "redirect_active",
] as const;

/** The fields a write sets (an undefined one is left as it is). */
const given = (values: Record<string, unknown>) => Object.keys(values).filter((key) => values[key] !== undefined);

function audit(db: Db, actor: AuditActor, action: string, recordId: number | SQL, changes: AuditChanges) {
  return auditStatement(db, actor, { type: "link", recordId, action, changes });
}

const codeTaken: RedirectLinkResult = { ok: false, fieldErrors: { short_code: ["redirect.codeTaken"] } };

/**
 * Creates a link (both flags true). Validates again here, so no caller can save a reserved code or
 * unsafe target. Without a display_order the link goes to the end: highest + 1, 1 if none
 * (back-office.md 9), computed inside the INSERT so two creates at once cannot read the same maximum.
 */
export async function createRedirectLink(
  env: DataBindings,
  actor: AuditActor,
  input: RedirectLinkInput,
): Promise<RedirectLinkResult> {
  const parsed = RedirectLinkSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const append = input.display_order === undefined || input.display_order === null || input.display_order === "";
  const values = append
    ? {
        ...parsed.data,
        display_order: sql<number>`(SELECT COALESCE(MAX(${redirectLinks.display_order}), 0) + 1 FROM ${redirectLinks})`,
      }
    : parsed.data;
  const db = getDb(env);
  // An appended link's place is only known to the INSERT, so the entry leaves it out.
  const logged = append ? { ...parsed.data, display_order: undefined } : parsed.data;
  return unlessCodeTaken(async () => {
    const [[link]] = await db.batch([
      db.insert(redirectLinks).values(values).returning(),
      audit(db, actor, "create", sql`last_insert_rowid()`, changesBetween(null, logged, LINK_FIELDS)),
    ]);
    // A negative answer for this code may be cached.
    await purge(env, [link.short_code]);
    return { ok: true as const, link };
  });
}

/** Replaces a link's fields; purges the old and the new code. Returns null when the id does not exist. */
export async function updateRedirectLink(
  env: DataBindings,
  actor: AuditActor,
  id: number,
  input: RedirectLinkInput,
): Promise<RedirectLinkResult | null> {
  const parsed = RedirectLinkSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const db = getDb(env);
  const [before] = await db.select().from(redirectLinks).where(eq(redirectLinks.id, id)).limit(1);
  if (!before) return null;
  return unlessCodeTaken(async () => {
    const [[link]] = await db.batch([
      db.update(redirectLinks).set(parsed.data).where(eq(redirectLinks.id, id)).returning(),
      audit(db, actor, "update", id, changesBetween(before, parsed.data, given(parsed.data))),
    ]);
    if (!link) return null;
    await purge(env, [before.short_code, link.short_code]);
    return { ok: true as const, link };
  });
}

/** A write of a link's code: the database's unique index refusing it is the "taken" answer. */
async function unlessCodeTaken<T extends RedirectLinkResult | null>(
  write: () => Promise<T>,
): Promise<T | RedirectLinkResult> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken;
    throw error;
  }
}

/** Shows/hides the overview card (is_active) and enables/disables the redirect (redirect_active). */
export async function setRedirectLinkFlags(
  env: DataBindings,
  actor: AuditActor,
  id: number,
  flags: { is_active?: boolean; redirect_active?: boolean },
): Promise<RedirectLink | null> {
  const set = {
    ...(typeof flags.is_active === "boolean" ? { is_active: flags.is_active } : {}),
    ...(typeof flags.redirect_active === "boolean" ? { redirect_active: flags.redirect_active } : {}),
  };
  const db = getDb(env);
  const [before] = await db.select().from(redirectLinks).where(eq(redirectLinks.id, id)).limit(1);
  if (!before) return null;
  const changes = changesBetween(before, set, Object.keys(set));
  // Nothing to change (no flag given, or already so): no write, so no entry either.
  const [link] =
    Object.keys(changes).length > 0
      ? (
          await db.batch([
            db.update(redirectLinks).set(set).where(eq(redirectLinks.id, id)).returning(),
            audit(db, actor, "toggle", id, changes),
          ])
        )[0]
      : [before];
  if (!link) return null;
  await purge(env, [link.short_code]);
  return link;
}

/** Deletes a link (its clicks go with it: ON DELETE CASCADE). Returns whether it existed. */
export async function deleteRedirectLink(env: DataBindings, actor: AuditActor, id: number): Promise<boolean> {
  const db = getDb(env);
  const [before] = await db.select().from(redirectLinks).where(eq(redirectLinks.id, id)).limit(1);
  if (!before) return false;
  const [[link]] = await db.batch([
    db.delete(redirectLinks).where(eq(redirectLinks.id, id)).returning({ code: redirectLinks.short_code }),
    audit(db, actor, "delete", id, changesBetween(before, null, LINK_FIELDS)),
  ]);
  if (!link) return false;
  await purge(env, [link.code]);
  return true;
}

/**
 * Renumbers the links 1..n in the given order, all or nothing: only when `orderedIds` names every
 * existing link exactly once. Every UPDATE of the one batch (a transaction) carries the same guard, so
 * a list made stale by a concurrent create or delete changes no row at all. Returns whether it applied.
 * The audit entry (`entry`: a move or a whole new order) carries the same guard, so a refused list
 * leaves none.
 */
export async function renumberRedirectLinks(
  env: DataBindings,
  actor: AuditActor,
  orderedIds: readonly number[],
  entry: { action: "move" | "reorder"; recordId?: number; changes: AuditChanges },
): Promise<boolean> {
  const ids = [...new Set(orderedIds)];
  if (ids.length === 0 || ids.length !== orderedIds.length || !ids.every((id) => Number.isInteger(id) && id > 0))
    return false;
  const db = getDb(env);
  // One bound JSON parameter instead of n (D1 allows 100 parameters per statement).
  const complete = sql`(SELECT COUNT(*) FROM ${redirectLinks}) = ${ids.length} AND (SELECT COUNT(*) FROM ${redirectLinks} WHERE ${redirectLinks.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))) = ${ids.length}`;
  const [first, ...rest] = ids.map((id, index) =>
    db
      .update(redirectLinks)
      .set({ display_order: index + 1 })
      .where(and(eq(redirectLinks.id, id), complete))
      .returning({ code: redirectLinks.short_code }),
  );
  // The entry first: the guard reads only which links exist, which the renumbering does not change.
  const [, ...results] = await db.batch([
    auditStatementWhen(db, actor, { type: "link", ...entry }, complete),
    first!,
    ...rest,
  ]);
  const rows = results.flat();
  if (rows.length !== ids.length) return false;
  await purge(
    env,
    rows.map((row) => row.code),
  );
  return true;
}
