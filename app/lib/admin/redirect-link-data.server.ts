import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { redirectLinks, type RedirectLink } from "../../../db/schema";
import { getDb } from "../db.server";
import { RedirectLinkSchema, type RedirectLinkInput } from "../schemas/redirect-link";
import { forgetCachedLink, linkCacheKey } from "../short-links.server";

/**
 * The back office's writes to short links. Each one forgets the code's cached answer (this isolate's
 * memo and KV), so a change reaches visitors at once here and within seconds everywhere (other
 * isolates' memos last ten seconds); the redirect itself (app/lib/short-links.server.ts) only reads.
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

const codeTaken: RedirectLinkResult = { ok: false, fieldErrors: { short_code: ["redirect.codeTaken"] } };

/**
 * Creates a link (both flags true). Validates again here, so no caller can save a reserved code or
 * unsafe target. Without a display_order the link goes to the end: highest + 1, 1 if none
 * (back-office.md 9), computed inside the INSERT so two creates at once cannot read the same maximum.
 */
export async function createRedirectLink(env: DataBindings, input: RedirectLinkInput): Promise<RedirectLinkResult> {
  const parsed = RedirectLinkSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const append = input.display_order === undefined || input.display_order === null || input.display_order === "";
  const values = append
    ? {
        ...parsed.data,
        display_order: sql<number>`(SELECT COALESCE(MAX(${redirectLinks.display_order}), 0) + 1 FROM ${redirectLinks})`,
      }
    : parsed.data;
  try {
    const [link] = await getDb(env).insert(redirectLinks).values(values).returning();
    // A negative answer for this code may be cached.
    await purge(env, [link.short_code]);
    return { ok: true, link };
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken;
    throw error;
  }
}

/** Replaces a link's fields; purges the old and the new code. Returns null when the id does not exist. */
export async function updateRedirectLink(
  env: DataBindings,
  id: number,
  input: RedirectLinkInput,
): Promise<RedirectLinkResult | null> {
  const parsed = RedirectLinkSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const db = getDb(env);
  const [before] = await db
    .select({ code: redirectLinks.short_code })
    .from(redirectLinks)
    .where(eq(redirectLinks.id, id))
    .limit(1);
  if (!before) return null;
  try {
    const [link] = await db.update(redirectLinks).set(parsed.data).where(eq(redirectLinks.id, id)).returning();
    if (!link) return null;
    await purge(env, [before.code, link.short_code]);
    return { ok: true, link };
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken;
    throw error;
  }
}

/** Shows/hides the overview card (is_active) and enables/disables the redirect (redirect_active). */
export async function setRedirectLinkFlags(
  env: DataBindings,
  id: number,
  flags: { is_active?: boolean; redirect_active?: boolean },
): Promise<RedirectLink | null> {
  const set = {
    ...(typeof flags.is_active === "boolean" ? { is_active: flags.is_active } : {}),
    ...(typeof flags.redirect_active === "boolean" ? { redirect_active: flags.redirect_active } : {}),
  };
  const db = getDb(env);
  const [link] =
    Object.keys(set).length > 0
      ? await db.update(redirectLinks).set(set).where(eq(redirectLinks.id, id)).returning()
      : await db.select().from(redirectLinks).where(eq(redirectLinks.id, id)).limit(1);
  if (!link) return null;
  await purge(env, [link.short_code]);
  return link;
}

/** Deletes a link (its clicks go with it: ON DELETE CASCADE). Returns whether it existed. */
export async function deleteRedirectLink(env: DataBindings, id: number): Promise<boolean> {
  const [link] = await getDb(env)
    .delete(redirectLinks)
    .where(eq(redirectLinks.id, id))
    .returning({ code: redirectLinks.short_code });
  if (!link) return false;
  await purge(env, [link.code]);
  return true;
}

/**
 * Renumbers the links 1..n in the given order, all or nothing: only when `orderedIds` names every
 * existing link exactly once. Every UPDATE of the one batch (a transaction) carries the same guard, so
 * a list made stale by a concurrent create or delete changes no row at all. Returns whether it applied.
 */
export async function renumberRedirectLinks(env: DataBindings, orderedIds: readonly number[]): Promise<boolean> {
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
  const results = await db.batch([first!, ...rest]);
  const rows = results.flat();
  if (rows.length !== ids.length) return false;
  await purge(
    env,
    rows.map((row) => row.code),
  );
  return true;
}
