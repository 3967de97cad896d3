import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { env, exports } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "~db/schema";
import { issueFormStamp } from "../../app/lib/forms/index.server";

export const ORIGIN = "http://localhost:8787";

export function testDb() {
  return drizzle(env.DB, { schema });
}

/** Sends a request through the real Worker, exactly as a browser would reach it. */
export function fetchWorker(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }));
}

/** A same-origin form post (the way the site's own forms submit). */
export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetchWorker(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

const stampTimes = new Set<number>();
let lastStampAt: number | null = null;

/**
 * The hidden stamp a person's browser sends with a public form (contact, newsletter): signed with the
 * test secret a minute ago, so the minimum fill time has passed (docs/decisions/0039). Every call is a
 * page of its own, since a stamp carries only a few posts: a moment no earlier call used, and never
 * within the half second after the last one, in which the guard would hand that one out again.
 */
export async function formStamp(ageMs = 60_000): Promise<{ form_stamp: string }> {
  let at = Date.now() - ageMs;
  if (lastStampAt !== null && at >= lastStampAt && at - lastStampAt < 500) at = lastStampAt - 1;
  while (stampTimes.has(at)) at -= 1;
  stampTimes.add(at);
  lastStampAt = at;
  return { form_stamp: await issueFormStamp(env, at) };
}

/** Removes every row of the given tables (tests own their data). */
export async function clearTables(...tables: Parameters<ReturnType<typeof testDb>["delete"]>[0][]) {
  const db = testDb();
  for (const table of tables) await db.delete(table);
}

/**
 * Posts a form as the site's own router does (a data request) and decodes the action's reply; returns
 * the status and the field errors of its form result (conform's `error`, keyed by field name), which the
 * form shows in each field's own error element.
 */
export async function actionFieldErrors(path: string, fields: Record<string, string>, cookie: string) {
  const dataPath = path.replace(/(\?|$)/, ".data$1");
  const res = await postForm(dataPath, fields, { Cookie: cookie });
  const { value, done } = await decodeViaTurboStream(res.body!, globalThis);
  await done;
  const reply = (value as { data?: { result?: { error?: Record<string, string[] | null> } } }).data;
  const errors = Object.entries(reply?.result?.error ?? {}).filter(([, messages]) => messages && messages.length > 0);
  return { status: res.status, fieldErrors: Object.fromEntries(errors) as Record<string, string[]> };
}
