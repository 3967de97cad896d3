import { and, asc, count, desc, eq, gte, inArray, notExists, sql, sum } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";
import type { Db } from "~/lib/db.server";
import { berlinDay } from "~/lib/i18n";
import { canFollowAdminLink, CONTENT_TYPE_LIST, ADMIN_SCREENS } from "~/lib/admin";
import { bindingOf } from "~/lib/admin/index.server";

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

export type DashboardCard = { key: string; label: string; count: number; href: string };

/* ------------------------------------------------------------------ */
/* What needs staff: shown above the counts                            */
/* ------------------------------------------------------------------ */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many unanswered messages the dashboard names (the rest are counted). */
const UNANSWERED_SHOWN = 10;
const TOP_LINKS = 5;
const LINK_DAYS = 30;

type UnansweredMessage = { id: number; name: string; createdAt: string; ageDays: number };
type TopLink = { id: number; code: string; clicks: number; days: { day: string; clicks: number }[] };
type SwitchedOff = { key: string; label: string; count: number; href: string | null };

type DashboardAttention = {
  unanswered: { total: number; oldest: UnansweredMessage[] } | null;
  /** Null for roles that may not open the subscriber list. */
  signups: { last7: number; last30: number } | null;
  topLinks: TopLink[] | null;
  switchedOff: SwitchedOff[];
};

export type DashboardData = {
  cards: DashboardCard[];
  attention: DashboardAttention;
  /** Page views and visitors of the last 7 days (the statistics card, decision 0071). */
  statistics: { views: number; visitors: number };
};

/** The last `count` calendar days (Berlin) ending with `lastDay`, oldest first, as 'YYYY-MM-DD'. */
function daysUpTo(lastDay: string, count: number): string[] {
  const [y, m, d] = lastDay.split("-").map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(y, m - 1, d - (count - 1 - index))).toISOString().slice(0, 10),
  );
}

/** Content a visitor does not see because staff switched it off: every type with an is_active switch. */
const SWITCHABLE: { key: string; label: string; table: SQLiteTable; isActive: SQLiteColumn; path: string }[] = [
  ...CONTENT_TYPE_LIST.filter((def) => def.toggles.includes("is_active")).map((def) => {
    const { table, columns } = bindingOf(def);
    return { key: def.key, label: def.title, table, isActive: columns.is_active!, path: `/admin/${def.key}` };
  }),
  {
    key: "legal",
    label: "Rechtliche Seiten",
    table: schema.legalPages,
    isActive: schema.legalPages.is_active,
    path: "/admin/legal",
  },
  {
    key: "redirect-links",
    label: "Kurzlinks",
    table: schema.redirectLinks,
    isActive: schema.redirectLinks.is_active,
    path: "/admin/redirect-links",
  },
];

/**
 * The dashboard in ONE D1 batch: the counts of every card, then what needs staff (unanswered
 * messages oldest first, recent sign-ups, the most-clicked short links with their days, switched-off
 * content). What a role may not open is neither queried nor shown.
 */
export async function loadDashboard(db: Db, role: unknown, now = new Date()): Promise<DashboardData> {
  const canContact = canFollowAdminLink(role, "/admin/contact-messages");
  const canNewsletter = canFollowAdminLink(role, "/admin/newsletter-subscriptions");
  const canLinks = canFollowAdminLink(role, "/admin/redirect-links");
  const days = daysUpTo(berlinDay(now), LINK_DAYS);
  const from = days[0]!;
  // Suspected spam waits under its own tab on the messages screen, not among the unanswered.
  const unansweredWhere = and(
    eq(schema.contactMessages.suspected_spam, false),
    notExists(
      db
        .select({ one: sql`1` })
        .from(schema.contactReplies)
        .where(eq(schema.contactReplies.contact_message_id, schema.contactMessages.id)),
    ),
  );
  const topIds = db
    .select({ id: schema.linkClickDays.link_id })
    .from(schema.linkClickDays)
    .where(gte(schema.linkClickDays.day, from))
    .groupBy(schema.linkClickDays.link_id)
    .orderBy(desc(sum(schema.linkClickDays.clicks)), asc(schema.linkClickDays.link_id))
    .limit(TOP_LINKS);

  // Only the cards of what the role may open: a count is already something the screen would tell.
  const visible = CARDS.filter((card) => canFollowAdminLink(role, card.screen));
  const counts = visible.map((card) => db.select({ n: count() }).from(card.table));
  const off = SWITCHABLE.map((item) => db.select({ n: count() }).from(item.table).where(eq(item.isActive, false)));
  const queries = [
    ...counts,
    ...off,
    db.select({ n: count() }).from(schema.contactMessages).where(unansweredWhere),
    db
      .select({
        id: schema.contactMessages.id,
        name: schema.contactMessages.name,
        created_at: schema.contactMessages.created_at,
      })
      .from(schema.contactMessages)
      .where(unansweredWhere)
      .orderBy(asc(schema.contactMessages.created_at), asc(schema.contactMessages.id))
      .limit(UNANSWERED_SHOWN),
    db
      .select({
        last7: sql<number>`COALESCE(SUM(${schema.newsletterSubscriptions.subscribed_at} >= ${now.getTime() - 7 * DAY_MS}), 0)`,
        last30: count(),
      })
      .from(schema.newsletterSubscriptions)
      .where(gte(schema.newsletterSubscriptions.subscribed_at, new Date(now.getTime() - 30 * DAY_MS))),
    db
      .select({
        id: schema.linkClickDays.link_id,
        code: schema.redirectLinks.short_code,
        day: schema.linkClickDays.day,
        clicks: schema.linkClickDays.clicks,
      })
      .from(schema.linkClickDays)
      .innerJoin(schema.redirectLinks, eq(schema.redirectLinks.id, schema.linkClickDays.link_id))
      .where(and(gte(schema.linkClickDays.day, from), inArray(schema.linkClickDays.link_id, topIds))),
    db
      .select({
        views: sql<number>`COALESCE(SUM(${schema.pageViewDays.views}), 0)`,
        visitors: sql<number>`COALESCE(SUM(${schema.pageViewDays.visitors}), 0)`,
      })
      .from(schema.pageViewDays)
      .where(gte(schema.pageViewDays.day, days[days.length - 7]!)),
  ] as const;
  const [first, ...rest] = queries;
  const results = (await db.batch([first, ...rest])) as unknown[][];

  const n = (index: number) => Number((results[index]?.[0] as { n?: number } | undefined)?.n ?? 0);
  const cards = visible.map((card, i) => ({ key: card.key, label: card.label, count: n(i), href: card.path }));
  let at = visible.length;
  const switchedOff = SWITCHABLE.map((item, i) => ({
    key: item.key,
    label: item.label,
    count: n(at + i),
    href: canFollowAdminLink(role, item.path) ? item.path : null,
  })).filter((item) => item.count > 0 && item.href !== null);
  at += SWITCHABLE.length;
  const unansweredTotal = n(at);
  const oldest = (results[at + 1] as { id: number; name: string; created_at: Date }[]).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - row.created_at.getTime()) / DAY_MS)),
  }));
  const signupRow = results[at + 2]?.[0] as { last7: number; last30: number } | undefined;
  const dayRows = results[at + 3] as { id: number; code: string; day: string; clicks: number }[];
  const week = results[at + 4]?.[0] as { views: number; visitors: number } | undefined;

  const byLink = new Map<number, { code: string; perDay: Map<string, number> }>();
  for (const row of dayRows) {
    const entry = byLink.get(row.id) ?? { code: row.code, perDay: new Map<string, number>() };
    entry.perDay.set(row.day, row.clicks);
    byLink.set(row.id, entry);
  }
  const topLinks = [...byLink.entries()]
    .map(([id, entry]) => {
      const series = days.map((day) => ({ day, clicks: entry.perDay.get(day) ?? 0 }));
      return { id, code: entry.code, clicks: series.reduce((total, point) => total + point.clicks, 0), days: series };
    })
    .sort((a, b) => b.clicks - a.clicks || a.id - b.id);

  return {
    cards,
    attention: {
      unanswered: canContact ? { total: unansweredTotal, oldest } : null,
      signups: canNewsletter ? { last7: Number(signupRow?.last7 ?? 0), last30: Number(signupRow?.last30 ?? 0) } : null,
      topLinks: canLinks ? topLinks : null,
      switchedOff,
    },
    statistics: { views: Number(week?.views ?? 0), visitors: Number(week?.visitors ?? 0) },
  };
}
