import { desc, eq, inArray, sql } from "drizzle-orm";
import { eventRegistrations } from "~db/schema";
import { countText } from "~/routes/admin/registrations/registrations.server";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { bindingOf, listRows, type Row, editorialState } from "~/lib/admin/index.server";
import type { EditorialState } from "~/lib/admin";
import { canPreview } from "~/routes/preview/preview.server";
import type { Db } from "~/lib/db.server";
import type { Screen, Tab } from "./tabs";

/** A positive whole number from a query or form value, else null. */
export function positiveId(value: unknown): number | null {
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The column of a child type that holds its parent's id. */
function parentColumn(tab: Tab): { table: ReturnType<typeof bindingOf>["table"]; column: SQLiteColumn } {
  const { table, columns } = bindingOf(tab.def);
  const column = columns[tab.def.parent!.field];
  if (!column) throw new Error(`no parent column for ${tab.def.key}`);
  return { table, column };
}

/** Number of children per parent id (for the parent list's column and the cascade warning). */
async function childCounts(db: Db, tab: Tab): Promise<Map<number, number>> {
  const { table, column } = parentColumn(tab);
  const rows = await db
    .select({ parent: column, n: sql<number>`count(*)` })
    .from(table)
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.parent), Number(row.n)]));
}

/** The children of one parent, newest first (none while no parent is chosen). */
async function childrenOf(db: Db, tab: Tab, parentId: number | null): Promise<Row[]> {
  if (parentId === null) return [];
  const { table, column } = parentColumn(tab);
  const { columns } = bindingOf(tab.def);
  return (await db
    .select()
    .from(table)
    .where(eq(column, parentId))
    .orderBy(desc(columns.created_at ?? columns.id!), desc(columns.id!))) as Row[];
}

/**
 * An event's or congress date's list row shows its registrations ("3 / 10 · 2 W", issue 52) when it
 * takes them on the site; one grouped read per type.
 */
async function addRegistrationCounts(db: Db, screen: Screen, rows: Record<string, Row[]>) {
  for (const tab of screen.tabs) {
    const key = tab.def.key;
    if (tab.parent || (key !== "events" && key !== "kongress")) continue;
    const list = rows[tab.value] ?? [];
    const counted = list.filter((row) => row.registration_mode === "here");
    const column = key === "events" ? eventRegistrations.event_id : eventRegistrations.congress_event_id;
    const found = counted.length
      ? await db
          .select({ id: column, status: eventRegistrations.status, n: sql<number>`count(*)` })
          .from(eventRegistrations)
          .where(
            inArray(
              column,
              counted.map((row) => row.id),
            ),
          )
          .groupBy(column, eventRegistrations.status)
      : [];
    const counts = new Map<number, Record<string, number>>();
    for (const row of found) counts.set(Number(row.id), { ...counts.get(Number(row.id)), [row.status]: Number(row.n) });
    rows[tab.value] = list.map((row) => {
      if (row.registration_mode !== "here") return { ...row, registration_count: "" };
      const of = counts.get(row.id) ?? {};
      const capacity = typeof row.registration_capacity === "number" ? row.registration_capacity : null;
      return {
        ...row,
        registration_count: countText({ confirmed: 0, waiting: 0, cancelled: 0, attended: 0, ...of }, capacity),
      };
    });
  }
}

export type ScreenData = {
  /** Each tab's rows, by tab value. */
  rows: Record<string, Row[]>;
  /** The parent chosen on each child tab, by tab value. */
  selected: Record<string, number | null>;
  /** The drafts and statuses of the tabs whose types have them (children are saved directly). */
  editorial: Record<string, EditorialState | null>;
};

/**
 * Every tab's list: a type of its own in full (parents with the number of children of each counting
 * child tab), a child type for the parent chosen in the URL.
 */
export async function loadScreen(
  db: Db,
  env: { PREVIEW_SECRET?: string },
  screen: Screen,
  url: URL,
): Promise<ScreenData> {
  const selected: Record<string, number | null> = {};
  for (const tab of screen.tabs) {
    if (tab.parent && tab.tab.pick) selected[tab.value] = positiveId(url.searchParams.get(tab.tab.pick.param));
  }
  const counting = screen.tabs.filter((tab) => tab.parent && tab.tab.cascade);
  const [lists, counts] = await Promise.all([
    Promise.all(
      screen.tabs.map((tab) => (tab.parent ? childrenOf(db, tab, selected[tab.value] ?? null) : listRows(db, tab.def))),
    ),
    Promise.all(counting.map((tab) => childCounts(db, tab))),
  ]);
  const rows: Record<string, Row[]> = {};
  screen.tabs.forEach((tab, index) => {
    let list = lists[index] ?? [];
    counting.forEach((child, c) => {
      if (child.parent !== tab.def) return;
      const name = child.tab.cascade!.count;
      list = list.map((row) => ({ ...row, [name]: counts[c]?.get(row.id) ?? 0 }));
    });
    rows[tab.value] = list;
  });
  await addRegistrationCounts(db, screen, rows);
  const states = await Promise.all(
    screen.tabs.map((tab) =>
      tab.parent ? null : editorialState(db, env, tab.def, rows[tab.value] ?? [], url, canPreview(tab.def)),
    ),
  );
  const editorial = Object.fromEntries(screen.tabs.map((tab, index) => [tab.value, states[index] ?? null]));
  return { rows, selected, editorial };
}

/**
 * The parent a child form was saved for: its parent field when valid, else the ?event=/?congress= of
 * the screen. The list opens on that parent after the save.
 */
export async function parentOfSubmission(
  request: Request,
  field: string,
  fallback: number | null,
): Promise<number | null> {
  const form = await request.clone().formData();
  return positiveId(form.get(field)) ?? fallback;
}
