import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { linkClickDays, redirectLinks } from "~db/schema";
import { changesBetween, type AuditActor } from "~/lib/audit.server";
import { berlinDay } from "~/lib/i18n";
import { daysEndingWith } from "./link-analytics";
import { getDb } from "~/lib/db.server";
import { clampPage, type ListPage, type Translate } from "~/lib/admin";
import { containsAny, onPage, pageWindow } from "~/lib/admin/index.server";
import {
  RedirectLinkOrderSchema,
  RedirectLinkSchema,
  redirectErrorText,
  type RedirectLinkInput,
} from "~/lib/short-links";
import {
  createRedirectLink,
  deleteRedirectLink,
  renumberRedirectLinks,
  setRedirectLinkFlags,
  updateRedirectLink,
  type RedirectLinkResult,
} from "./redirect-link-data.server";
import { redirectWithToast } from "~/lib/toast.server";
import { REDIRECT_TOASTS } from "./redirect-links";

/*
 * /admin/redirect-links (back-office.md 2, 7, 8): the list with 30-day clicks, and the one action
 * behind the screen. Every write goes through the data functions in redirect-link-data.server.ts, which
 * validate again and purge the KV cache of every affected code.
 */

type Bindings = Pick<Env, "DB" | "KV">;

const LIST_URL = "/admin/redirect-links";
const SORT_URL = "/admin/redirect-links?tab=sort";

/** How far back the "recent clicks" column looks. */
const RECENT_CLICK_DAYS = 30;

/** What the list shows: one page of the search (the Manage tab), or every link (the Sort tab orders them all). */
export type RedirectLinkListOptions = { list?: ListPage; all?: boolean; dialogIds?: number[] };

/**
 * The links (visible or not), display_order ascending then newest first (back-office.md 7), each
 * with its human clicks of the last 30 days (today included) and those days one by one for the
 * sparkline: read from the daily rollups. One D1 batch: how many links the search leaves, the page
 * (or all links), the rows a dialog in the URL names, and the days of exactly those links.
 */
export async function listRedirectLinks(
  env: Pick<Env, "DB">,
  options: RedirectLinkListOptions = { all: true },
  now = new Date(),
) {
  const db = getDb(env);
  const days = daysEndingWith(berlinDay(now), RECENT_CLICK_DAYS);
  const list = options.list ?? { q: "", page: 1 };
  const where = options.all
    ? undefined
    : containsAny(list.q, [redirectLinks.short_code, redirectLinks.target_url, redirectLinks.description]);
  const order = [asc(redirectLinks.display_order), desc(redirectLinks.created_at), desc(redirectLinks.id)] as const;
  const span = options.all ? { limit: -1, offset: 0 } : pageWindow(list.page);
  const pageIds = onPage(db.select({ id: redirectLinks.id }).from(redirectLinks).$dynamic(), where, order, span);
  const dialogIds = options.dialogIds?.length ? options.dialogIds : [0];
  const [[matching], links, dialogLinks, recent] = await db.batch([
    db.select({ n: count() }).from(redirectLinks).where(where),
    onPage(db.select().from(redirectLinks).$dynamic(), where, order, span),
    db.select().from(redirectLinks).where(inArray(redirectLinks.id, dialogIds)),
    db
      .select({ link_id: linkClickDays.link_id, day: linkClickDays.day, clicks: linkClickDays.clicks })
      .from(linkClickDays)
      .where(and(gte(linkClickDays.day, days[0]!), inArray(linkClickDays.link_id, pageIds))),
  ]);
  const position = new Map(days.map((day, index) => [day, index]));
  const lines = new Map<number, number[]>();
  for (const row of recent) {
    const at = position.get(row.day);
    if (at === undefined) continue;
    const line = lines.get(row.link_id) ?? Array<number>(days.length).fill(0);
    line[at] = row.clicks;
    lines.set(row.link_id, line);
  }
  const withClicks = (link: (typeof links)[number]) => {
    const spark = lines.get(link.id) ?? Array<number>(days.length).fill(0);
    return { ...link, clicks_30d: spark.reduce((sum, n) => sum + n, 0), spark };
  };
  const total = Number(matching?.n ?? 0);
  return {
    rows: links.map(withClicks),
    dialogRows: dialogLinks.map(withClicks),
    total,
    page: options.all ? 1 : clampPage(list.page, total),
  };
}

export type RedirectLinkRow = Awaited<ReturnType<typeof listRedirectLinks>>["rows"][number];

/** Where a new link goes when its display order is left empty: highest + 1, 1 if none. */
export async function nextRedirectLinkOrder(env: Pick<Env, "DB">): Promise<number> {
  const [row] = await getDb(env)
    .select({ max: sql<number | null>`MAX(${redirectLinks.display_order})` })
    .from(redirectLinks);
  return (row?.max ?? 0) + 1;
}

const IdSchema = z.coerce.number().int().positive();
const ToggleSchema = z.object({ field: z.enum(["is_active", "redirect_active"]), value: z.enum(["true", "false"]) });
const MoveSchema = z.object({ direction: z.enum(["up", "down"]) });

function idFrom(formData: FormData): number | null {
  const parsed = IdSchema.safeParse(formData.get("id"));
  return parsed.success ? parsed.data : null;
}

function blank(value: FormDataEntryValue | null) {
  return value === null || (typeof value === "string" && value.trim() === "");
}

/** After a change the list opens on the tab it was made in. */
function backUrl(request: Request) {
  return new URL(request.url).searchParams.get("tab") === "sort" ? SORT_URL : LIST_URL;
}

/** The reply with every message key turned into its text (the answer reads well even before hydration). */
function readable(t: Translate, result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.error) return result;
  return {
    ...result,
    error: Object.fromEntries(
      Object.entries(result.error).map(([name, messages]) => [
        name,
        messages?.map((message) => t(redirectErrorText(message))) ?? null,
      ]),
    ),
  };
}

const fail = (error: string, status: number) => data({ result: null, error }, { status });

/**
 * The screen's action: create, update, delete, toggle a flag, move one place, save a whole order.
 * Bad input answers 400 with field errors (what was typed comes back), an unknown id 404, a stale
 * order 409; a database failure answers the spec's 'Failed to …' message, never a 500.
 */
/** Back to the list (or `to`) with the success toast saying what changed. */
function saved(t: Translate, request: Request, what: keyof typeof REDIRECT_TOASTS, to = backUrl(request)) {
  return redirectWithToast(request, to, { title: t(REDIRECT_TOASTS.success), description: t(REDIRECT_TOASTS[what]) });
}

export async function handleRedirectLinkAction(request: Request, env: Bindings, actor: AuditActor, t: Translate) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  switch (intent) {
    case "create":
    case "update":
      return save(t, request, env, actor, formData, intent);
    case "delete":
      return remove(t, request, env, actor, formData);
    case "toggle":
      return toggle(t, request, env, actor, formData);
    case "move":
      return move(t, request, env, actor, formData);
    case "reorder":
      return reorder(t, request, env, actor, formData);
    default:
      return fail(t("Unbekannte Aktion"), 400);
  }
}

async function save(
  t: Translate,
  request: Request,
  env: Bindings,
  actor: AuditActor,
  formData: FormData,
  intent: "create" | "update",
) {
  const failed = intent === "create" ? t(REDIRECT_TOASTS.createFailed) : t(REDIRECT_TOASTS.updateFailed);
  const id = intent === "update" ? idFrom(formData) : null;
  let currentOrder: number | null = null;
  if (intent === "update") {
    const [row] =
      id === null
        ? []
        : await getDb(env)
            .select({ order: redirectLinks.display_order })
            .from(redirectLinks)
            .where(eq(redirectLinks.id, id))
            .limit(1);
    if (!row) return fail(t(REDIRECT_TOASTS.notFound), 404);
    currentOrder = row.order;
  }
  // The same schema the form validates with in the browser.
  const submission = parseWithZod(formData, { schema: RedirectLinkSchema });
  if (submission.status !== "success")
    return data({ result: readable(t, submission.reply()), error: null }, { status: 400 });

  // An empty display order: a new link goes to the end, an edited one keeps its place.
  const orderLeftEmpty = blank(formData.get("display_order"));
  const input: RedirectLinkInput = {
    ...submission.value,
    display_order: orderLeftEmpty ? (currentOrder ?? undefined) : submission.value.display_order,
  };
  let result: RedirectLinkResult | null;
  try {
    result =
      id === null ? await createRedirectLink(env, actor, input) : await updateRedirectLink(env, actor, id, input);
  } catch (error) {
    console.error(`admin redirect-links ${intent} failed`, error);
    return data({ result: submission.reply(), error: failed }, { status: 503 });
  }
  if (result === null) return fail(t(REDIRECT_TOASTS.notFound), 404);
  if (!result.ok) {
    const fieldErrors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([name, messages]) => [name, messages ?? []]),
    );
    return data({ result: readable(t, submission.reply({ fieldErrors })), error: null }, { status: 400 });
  }
  return saved(t, request, id === null ? "created" : "updated");
}

async function remove(t: Translate, request: Request, env: Bindings, actor: AuditActor, formData: FormData) {
  const id = idFrom(formData);
  if (id === null) return fail(t(REDIRECT_TOASTS.notFound), 404);
  let existed: boolean;
  try {
    existed = await deleteRedirectLink(env, actor, id);
  } catch (error) {
    console.error("admin redirect-links delete failed", error);
    return failureToast(t, request, t(REDIRECT_TOASTS.deleteFailed));
  }
  if (!existed) return fail(t(REDIRECT_TOASTS.notFound), 404);
  return saved(t, request, "deleted");
}

async function toggle(t: Translate, request: Request, env: Bindings, actor: AuditActor, formData: FormData) {
  const id = idFrom(formData);
  const parsed = ToggleSchema.safeParse({ field: formData.get("field"), value: formData.get("value") });
  if (id === null || !parsed.success) return fail(t("Ungültige Umschaltung"), 400);
  let link: Awaited<ReturnType<typeof setRedirectLinkFlags>>;
  try {
    link = await setRedirectLinkFlags(env, actor, id, { [parsed.data.field]: parsed.data.value === "true" });
  } catch (error) {
    console.error("admin redirect-links toggle failed", error);
    return failureToast(t, request, t(REDIRECT_TOASTS.updateFailed));
  }
  if (!link) return fail(t(REDIRECT_TOASTS.notFound), 404);
  return saved(t, request, "updated");
}

/** The current order of every link, as the list shows it. */
async function currentIds(env: Pick<Env, "DB">): Promise<number[]> {
  const rows = await getDb(env)
    .select({ id: redirectLinks.id })
    .from(redirectLinks)
    .orderBy(asc(redirectLinks.display_order), desc(redirectLinks.created_at), desc(redirectLinks.id));
  return rows.map((row) => row.id);
}

/** One place up or down: swaps with the neighbour and renumbers the whole list 1..n (back-office.md 4). */
async function move(t: Translate, request: Request, env: Bindings, actor: AuditActor, formData: FormData) {
  const id = idFrom(formData);
  const parsed = MoveSchema.safeParse({ direction: formData.get("direction") });
  if (id === null || !parsed.success) return fail(t("Ungültige Verschiebung"), 400);
  try {
    const ids = await currentIds(env);
    const from = ids.indexOf(id);
    if (from < 0) return fail(t(REDIRECT_TOASTS.notFound), 404);
    const to = parsed.data.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) {
      return fail(
        parsed.data.direction === "up"
          ? t("Der erste Link kann nicht nach oben.")
          : t("Der letzte Link kann nicht nach unten."),
        400,
      );
    }
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    const entry = {
      action: "move" as const,
      recordId: id,
      changes: changesBetween({ display_order: from + 1 }, { display_order: to + 1 }),
    };
    if (!(await renumberRedirectLinks(env, actor, ids, entry)))
      return fail(`${t(REDIRECT_TOASTS.orderFailed)}: ${t(redirectErrorText("redirect.orderStale"))}`, 409);
  } catch (error) {
    console.error("admin redirect-links move failed", error);
    return failureToast(t, request, t(REDIRECT_TOASTS.orderFailed));
  }
  return saved(t, request, "orderUpdated");
}

/**
 * The Sort Order tab's save: the complete list of ids in the new order. It must name every existing
 * link exactly once (400 when malformed, 409 when it no longer matches the table); then all links are
 * renumbered 1..n in one batch, or none is.
 */
async function reorder(t: Translate, request: Request, env: Bindings, actor: AuditActor, formData: FormData) {
  const parsed = RedirectLinkOrderSchema.safeParse({
    ids: formData.getAll("ids"),
    positions: formData.has("positions") ? formData.getAll("positions") : undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "redirect.orderListInvalid";
    return fail(`${t(REDIRECT_TOASTS.orderFailed)}: ${t(redirectErrorText(message))}`, 400);
  }
  const stale = () => fail(`${t(REDIRECT_TOASTS.orderFailed)}: ${t(redirectErrorText("redirect.orderStale"))}`, 409);
  try {
    const before = await currentIds(env);
    const existing = new Set(before);
    if (existing.size !== parsed.data.length || !parsed.data.every((id) => existing.has(id))) return stale();
    // The order as the list of ids, first to last.
    const changes = changesBetween({ order: before.join(",") }, { order: parsed.data.join(",") });
    if (!(await renumberRedirectLinks(env, actor, parsed.data, { action: "reorder", changes }))) return stale();
  } catch (error) {
    console.error("admin redirect-links reorder failed", error);
    return failureToast(t, request, t(REDIRECT_TOASTS.orderFailed));
  }
  return saved(t, request, "orderUpdated", SORT_URL);
}

/** A write the database refused: back to the list with the spec's error toast. */
function failureToast(t: Translate, request: Request, description: string) {
  return redirectWithToast(request, backUrl(request), {
    title: t(REDIRECT_TOASTS.error),
    description,
    variant: "destructive",
  });
}
