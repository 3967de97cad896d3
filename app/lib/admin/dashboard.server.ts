import { count } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../../db/schema";
import type { Db } from "../db.server";
import { canFollowAdminLink } from "./access";
import { CONTENT_TYPE_LIST } from "./registry";
import { ADMIN_SCREENS } from "./screens";

type CardDef = {
  key: string;
  label: string;
  table: SQLiteTable;
  /** Where the card leads (may be one of the dashboard's alias paths, see routes/admin/alias.tsx). */
  path: string;
  /** The menu screen behind `path`, whose role rule decides whether the card links. */
  screen: string;
  order: number;
};

/**
 * A card for every table of the back office (back-office.md 2 'Dashboard'), from the content types'
 * and the other screens' `dashboard` entries. The spec's fixed literal counts are replaced by live
 * counts of every table.
 */
const CARDS: CardDef[] = [
  ...CONTENT_TYPE_LIST.flatMap((def) => {
    if (!def.dashboard) return [];
    const path = def.dashboard.path ?? `/admin/${def.key}`;
    const { label, order, id, screen } = def.dashboard;
    return [{ key: id ?? def.key, label, order, table: schema[def.table], path, screen: screen ?? path }];
  }),
  ...ADMIN_SCREENS.flatMap((screen) => {
    if (!screen.dashboard) return [];
    const { id, label, order, table, path } = screen.dashboard;
    return [
      {
        key: id,
        label,
        order,
        table: schema[table],
        path: path ?? screen.path,
        screen: screen.dashboard.screen ?? screen.path,
      },
    ];
  }),
].sort((a, b) => a.order - b.order);

export type DashboardCard = { key: string; label: string; count: number; href: string | null };

/**
 * Live counts of every content table in ONE D1 batch (one round-trip). A card links onward only when
 * the role may open its screen, so the dashboard never shows a forbidden link.
 */
export async function dashboardCards(db: Db, role: unknown): Promise<DashboardCard[]> {
  const [first, ...rest] = CARDS.map((card) => db.select({ n: count() }).from(card.table));
  const results = (await db.batch([first!, ...rest])) as { n: number }[][];
  return CARDS.map((card, i) => ({
    key: card.key,
    label: card.label,
    count: Number(results[i]?.[0]?.n ?? 0),
    href: canFollowAdminLink(role, card.screen) ? card.path : null,
  }));
}
