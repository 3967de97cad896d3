import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { wordpressImports } from "~db/schema";
import type { Translate } from "~/lib/admin";
import { actorOf } from "~/lib/audit.server";
import type { StaffSession } from "~/lib/accounts";
import { getDb, type Db } from "~/lib/db.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  readPreview,
  sendSlice,
  IMPORT_PREFIX,
  limitedForm,
  storeExport,
  tooLargeByLength,
  type UploadRefusal,
  WxrError,
  missingImageCount,
  missingImageList,
  retryMissingImages,
} from "~/lib/wordpress/index.server";
import {
  emptyCounts,
  type ImportOptions,
  type ImportProgress,
  type ImportReport,
  type ImportStatus,
  type ImportSummary,
  type PageTarget,
  type WxrErrorCode,
  type RetryOutcome,
} from "~/lib/wordpress";
import { IMPORT_TEXTS, pageField, RetrySchema, StartSchema } from "./import-schema";

/*
 * /admin/import's server half: the upload (checked on its way into R2, then read for the preview — at
 * once for a small file, in the queue for a large one), the start of the import (one conditional
 * UPDATE, so two tabs start one import), and what the screen shows of a row.
 */

type Bindings = Env;
/** Files up to this size are previewed in the upload's own request; larger ones in the queue. */
const INLINE_PREVIEW_BYTES = 4 * 1024 * 1024;
const SCREEN = "/admin/import";

const PROBLEMS: Record<UploadRefusal | WxrErrorCode | "internal", string> = {
  missing: IMPORT_TEXTS.missing,
  "too-large": IMPORT_TEXTS.tooLarge,
  broken: IMPORT_TEXTS.broken,
  "not-wxr": IMPORT_TEXTS.notWxr,
  doctype: IMPORT_TEXTS.doctype,
  entity: IMPORT_TEXTS.doctype,
  truncated: IMPORT_TEXTS.truncated,
  malformed: IMPORT_TEXTS.malformed,
  "item-too-large": IMPORT_TEXTS.malformed,
  "too-many-items": IMPORT_TEXTS.malformed,
  internal: IMPORT_TEXTS.internal,
};

/** The German text of a stored problem code (the screen translates it). */
export function problemText(code: string | null): string {
  return (code && PROBLEMS[code as keyof typeof PROBLEMS]) || IMPORT_TEXTS.internal;
}

type UploadReply = { intent: "upload"; result: { status: "error"; error: Record<string, string[]> } };

function refuseUpload(t: Translate, reason: UploadRefusal | WxrErrorCode) {
  const body: UploadReply = {
    intent: "upload",
    result: { status: "error", error: { file: [t(problemText(reason))] } },
  };
  return data(body, { status: reason === "too-large" ? 413 : 400 });
}

async function upload(env: Bindings, request: Request, session: StaffSession, t: Translate) {
  if (tooLargeByLength(request)) return refuseUpload(t, "too-large");
  const form = await limitedForm(request);
  if (typeof form === "string") return refuseUpload(t, form);
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) return refuseUpload(t, "missing");
  const key = `${IMPORT_PREFIX}${crypto.randomUUID()}.xml`;
  const refused = await storeExport(env, key, file);
  if (refused) return refuseUpload(t, refused);

  let summary: ImportSummary | null = null;
  if (file.size <= INLINE_PREVIEW_BYTES) {
    try {
      summary = await readPreview(env, key);
    } catch (error) {
      await env.MEDIA.delete(key);
      if (error instanceof WxrError) return refuseUpload(t, error.code);
      throw error;
    }
  }
  const db = getDb(env);
  const [row] = await db
    .insert(wordpressImports)
    .values({
      file_key: key,
      file_name: file.name.slice(0, 200) || "export.xml",
      file_size: file.size,
      status: summary ? "previewed" : "uploaded",
      summary,
      created_by: session.user.id,
    })
    .returning({ id: wordpressImports.id });
  if (!summary) await sendSlice(env, { importId: row!.id, step: "preview", offset: 0 });
  return redirectWithToast(request, `${SCREEN}?id=${row!.id}`, { title: t("Datei hochgeladen") });
}

type StartReply = { intent: "start"; result: SubmissionResult<string[]>; error?: string };

async function start(env: Bindings, request: Request, form: FormData, session: StaffSession, t: Translate) {
  const submission = parseWithZod(form, { schema: StartSchema });
  if (submission.status !== "success") {
    const reply: StartReply = { intent: "start", result: submission.reply(), error: t(IMPORT_TEXTS.invalid) };
    return data(reply, { status: 400 });
  }
  const db = getDb(env);
  const row = await importRow(db, submission.value.id);
  if (!row) {
    const reply: StartReply = { intent: "start", result: submission.reply(), error: t(IMPORT_TEXTS.unknownImport) };
    return data(reply, { status: 404 });
  }
  const summary = row.summary as ImportSummary | null;
  const pages: Record<string, PageTarget> = {};
  for (const page of summary?.pages ?? []) {
    const choice = submission.value[pageField(page.wpId)];
    if (choice && choice !== "skip") pages[String(page.wpId)] = choice as PageTarget;
  }
  const options: ImportOptions = { pages, actor: actorOf(session) };
  const progress: ImportProgress = {
    step: "attachments",
    offset: 0,
    done: 0,
    counts: emptyCounts(),
    attachments: {},
    media: {},
  };
  const report: ImportReport = { problems: [], notes: [], truncated: false };
  // Only the request that moves the row out of 'previewed' starts it: a second tab's press changes nothing.
  const claimed = await db
    .update(wordpressImports)
    .set({ status: "queued", options, progress, report })
    .where(and(eq(wordpressImports.id, row.id), eq(wordpressImports.status, "previewed")))
    .run();
  if (claimed.meta.changes !== 1) {
    const reply: StartReply = { intent: "start", result: submission.reply(), error: t(IMPORT_TEXTS.alreadyStarted) };
    return data(reply, { status: 409 });
  }
  await sendSlice(env, { importId: row.id, step: "attachments", offset: 0 });
  return redirectWithToast(request, `${SCREEN}?id=${row.id}`, { title: t(IMPORT_TEXTS.started) });
}

type RetryReply = { intent: "retry-images"; outcome: RetryOutcome | null; error?: string };

/** "Fetch missing images again": answered on the screen (what came, what still fails and why). */
async function retry(env: Bindings, form: FormData, session: StaffSession, t: Translate) {
  const submission = parseWithZod(form, { schema: RetrySchema });
  if (submission.status !== "success") {
    return data<RetryReply>({ intent: "retry-images", outcome: null, error: t(IMPORT_TEXTS.invalid) }, { status: 400 });
  }
  const outcome = await retryMissingImages(env, actorOf(session));
  // A press while another is fetching the same images changes nothing: said so, with 409.
  return data<RetryReply>({ intent: "retry-images", outcome }, { status: outcome.busy ? 409 : 200 });
}

export async function handleImportAction(env: Bindings, request: Request, session: StaffSession, t: Translate) {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return upload(env, request, session, t);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A body that is no form (JSON, garbage) is bad input, not a server error.
    return data({ intent: "invalid" as const, error: t(IMPORT_TEXTS.invalid) }, { status: 400 });
  }
  if (form.get("intent") === "retry-images") return retry(env, form, session, t);
  return start(env, request, form, session, t);
}

function importRow(db: Db, id: number) {
  return db
    .select()
    .from(wordpressImports)
    .where(eq(wordpressImports.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** What the screen shows of one import: never the file's key, the channel or the image maps. */
export type ImportView = {
  id: number;
  fileName: string;
  fileSize: number;
  status: ImportStatus;
  summary: Omit<ImportSummary, "channel"> | null;
  progress: { step: ImportProgress["step"]; done: number; counts: ImportProgress["counts"] } | null;
  report: ImportReport | null;
  problem: string | null;
  createdAt: string | null;
};

function viewOf(row: typeof wordpressImports.$inferSelect): ImportView {
  const summary = row.summary as ImportSummary | null;
  const progress = row.progress as ImportProgress | null;
  return {
    id: row.id,
    fileName: row.file_name,
    fileSize: row.file_size,
    status: row.status as ImportStatus,
    summary: summary ? { wxr: summary.wxr, items: summary.items, pages: summary.pages } : null,
    progress: progress ? { step: progress.step, done: progress.done, counts: progress.counts } : null,
    report: row.report as ImportReport | null,
    problem: row.status === "failed" ? problemText(row.error) : null,
    createdAt: row.created_at?.toISOString() ?? null,
  };
}

/** The import named by ?id= (or none), and the latest ones for the list under the upload. */
export async function loadImportScreen(env: Bindings, url: URL) {
  const db = getDb(env);
  const id = Number(url.searchParams.get("id"));
  const [current, recent, missingCount, missingList] = await Promise.all([
    Number.isInteger(id) && id > 0 && id < 2 ** 31 ? importRow(db, id) : Promise.resolve(null),
    db
      .select({
        id: wordpressImports.id,
        file_name: wordpressImports.file_name,
        status: wordpressImports.status,
        created_at: wordpressImports.created_at,
      })
      .from(wordpressImports)
      .orderBy(desc(wordpressImports.id))
      .limit(10),
    missingImageCount(db),
    missingImageList(db),
  ]);
  return {
    missing: { count: missingCount, list: missingList },
    current: current ? viewOf(current) : null,
    recent: recent.map((r) => ({
      id: r.id,
      fileName: r.file_name,
      status: r.status as ImportStatus,
      createdAt: r.created_at?.toISOString() ?? null,
    })),
  };
}
