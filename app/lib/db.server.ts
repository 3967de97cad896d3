import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "~db/schema";

export type Db = DrizzleD1Database;

/**
 * One Drizzle client per D1 binding (each request may have its own D1 session, so none is kept).
 * Our code builds its queries from the tables; without the schema, Drizzle skips deriving the
 * relational query map of every table on each call (half a millisecond of every page render).
 */
export function getDb(env: Pick<Env, "DB">): Db {
  return drizzle(env.DB);
}

/** The client with the relational query map, for better-auth's adapter, which joins through it. */
export function getRelationalDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}

/* ------------------------------------------------------------------ */
/* D1 round-trip counting (bench and tests only)                       */
/* ------------------------------------------------------------------ */

/** Set D1_COUNT_HEADER="1" (e.g. `wrangler dev --var D1_COUNT_HEADER:1`) to get X-D1-Round-Trips on every response. */
export function d1CountingEnabled(env: Env): boolean {
  return (env as { D1_COUNT_HEADER?: unknown }).D1_COUNT_HEADER === "1";
}

/**
 * The round trips of one request, and (bench only) a delay added to each, standing in for a D1 primary
 * far from the visitor (BENCH_D1_DELAY_MS).
 */
export type D1Counter = { roundTrips: number; delayMs?: number; waitedMs?: number };

/** The bench's simulated distance to D1 in milliseconds (0: none). */
export function benchD1Delay(env: Env): number {
  const raw = Number((env as { BENCH_D1_DELAY_MS?: unknown }).BENCH_D1_DELAY_MS);
  return Number.isFinite(raw) && raw > 0 ? Math.min(raw, 5_000) : 0;
}

/** Runs a D1 call after the bench's delay, adding the time the request waited for it to the counter. */
function afterDelay<T>(counter: D1Counter, call: () => T): Promise<Awaited<T>> {
  const started = Date.now();
  const delayed = counter.delayMs ? new Promise((resolve) => setTimeout(resolve, counter.delayMs)) : Promise.resolve();
  return delayed
    .then(() => call())
    .finally(() => {
      counter.waitedMs = (counter.waitedMs ?? 0) + (Date.now() - started);
    }) as Promise<Awaited<T>>;
}

const STATEMENT_CALLS = ["all", "first", "run", "raw"] as const;

/**
 * Counts the statement's calls that go to D1. The statement itself is kept (only its methods are
 * shadowed), so D1's own batch() still receives real statements.
 */
function countStatement(statement: D1PreparedStatement, counter: D1Counter): D1PreparedStatement {
  for (const name of STATEMENT_CALLS) {
    const original = Reflect.get(statement, name);
    Reflect.set(statement, name, (...args: unknown[]) => {
      counter.roundTrips++;
      return afterDelay(counter, () => Reflect.apply(original, statement, args));
    });
  }
  const bind = Reflect.get(statement, "bind");
  Reflect.set(statement, "bind", (...values: unknown[]) =>
    countStatement(Reflect.apply(bind, statement, values), counter),
  );
  return statement;
}

/**
 * The bindings with a D1 that counts round-trips: every statement call (all/first/run/raw), every
 * batch and every exec is one. Everything else of `env` is passed through untouched.
 */
export function countD1RoundTrips(env: Env, counter: D1Counter): Env {
  const db = env.DB;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (query: string) => countStatement(target.prepare(query), counter);
      if (property === "batch" || property === "exec") {
        return (...args: unknown[]) => {
          counter.roundTrips++;
          return afterDelay(counter, () => (target[property] as (...a: unknown[]) => unknown).apply(target, args));
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return new Proxy(env, { get: (target, property) => (property === "DB" ? counted : Reflect.get(target, property)) });
}
