import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db.server";
import type { Lang } from "../i18n/languages";
import type { Shell } from "../pages/shell";
import type { loadPublicPage } from "../pages/shell.server";
import type { ContentTypeKey } from "./registry";

/*
 * The server half of a type's public pages (decision 0067): what its list page and its record page read
 * beside what the shared routes read for every type (the shell, the page hero, the record by its slug),
 * and how the results become the view's data. Declared in `types/<key>.page.server.ts` as `publicPage` and
 * found there by the bundler (public-servers.server.ts), so the browser never gets it.
 */

/** Reads for one D1 batch. */
export type Reads = readonly BatchItem<"sqlite">[];
/** Their answers, each typed as its read's. */
type Results<Q extends Reads> = { -readonly [I in keyof Q]: Awaited<Q[I]> };

/** What a page's shaping knows beside its reads. */
type PageArgs = {
  request: Request;
  lang: Lang;
  shell: Shell;
  pageSettings: Awaited<ReturnType<typeof loadPublicPage>>["pageSettings"];
  /** The Worker's clock, read once per request (an event leaves the list by itself at midnight). */
  now: Date;
};

/** A list page: its reads (in the batch with the shell and hero), and the view's data made of them. */
export type ListSlot<Q extends Reads = Reads, D = unknown> = {
  reads(db: Db, args: { request: Request; now: Date }): Q;
  shape(results: Results<Q>, args: PageArgs): D;
  /** A searched or filtered list is kept out of search results (its canonical address has no query). */
  noindex?(data: D): boolean;
};

/** The record of a record page as the shared route shapes it (texts of the page's language, safe addresses). */
export type PageRecord = Record<string, unknown> & { id: number; untranslated: string[] };

/** A record page: reads beside the record (`ids`: the ids the asked slug finds) and the view's data. */
export type DetailSlot<Q extends Reads = Reads, D = unknown> = {
  reads?(db: Db, ids: SQL): Q;
  /** `results` is null in a preview (a draft has no related records yet). */
  shape(record: PageRecord, results: Results<Q> | null, args: Pick<PageArgs, "lang" | "now">): D;
  /** Values of the reads the head's structured data needs too (an event's seats), added to its record. */
  head?(record: PageRecord, results: Results<Q>, args: Pick<PageArgs, "lang" | "now">): Record<string, unknown>;
};

export type PublicServer<K extends ContentTypeKey = ContentTypeKey> = {
  key: K;
  list?: ListSlot<Reads, unknown>;
  detail?: DetailSlot<Reads, unknown>;
};

/** A list slot, its shaping typed by its reads. */
export function listSlot<const Q extends Reads, D>(slot: ListSlot<Q, D>): ListSlot<Q, D> {
  return slot;
}

/** A detail slot, its shaping typed by its reads. */
export function detailSlot<const Q extends Reads, D>(slot: DetailSlot<Q, D>): DetailSlot<Q, D> {
  return slot;
}

/** The data a slot gives its view (for the view's props). */
export type ListData<S> = S extends ListSlot<Reads, infer D> ? D : never;
