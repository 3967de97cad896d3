import { and, eq, inArray } from "drizzle-orm";
import { wordpressImports } from "~db/schema";
import { getDb, type Db } from "../db.server";
import { bumpContentVersion, openPageCache } from "../http/page-cache.server";
import { importItem, writeCategoryAddresses, type SliceContext } from "./import-items.server";
import { readPreview } from "./import-preview.server";
import {
  isImportMessage,
  type ImportMessage,
  type ImportProgress,
  type ImportReport,
  type ImportSummary,
  type ImportOptions,
} from "./import-state";
import { WxrError, wxrParts } from "./wxr-reader.server";

/*
 * The background import (decision 0063). Each message reads one slice of the uploaded file with a
 * ranged R2 read from the offset the last slice stopped at, handles up to SLICE_ITEMS items, saves its
 * progress in the row and sends the next message. Two passes: the attachments first (the posts' images
 * must be in the library before the posts point at them), then posts and pages. A message delivered
 * twice, or again after a crash, repeats its slice: every item is keyed by its GUID, so repeating
 * writes nothing new. One failing item is reported and the import goes on.
 */

/** Items per message: each may fetch an image, so a slice stays well inside a consumer's time. */
const SLICE_ITEMS = 10;
/** Problems listed in the report; more are counted, not listed. */
const MAX_REPORTED = 500;

type QueueEnv = Env;
type WordpressImport = typeof wordpressImports.$inferSelect;

async function loadImport(db: Db, id: number) {
  const [row] = await db.select().from(wordpressImports).where(eq(wordpressImports.id, id)).limit(1);
  return row ?? null;
}

export function sendSlice(env: Pick<Env, "WORDPRESS_IMPORT_QUEUE">, message: ImportMessage) {
  return env.WORDPRESS_IMPORT_QUEUE.send(message, { contentType: "json" });
}

/** The preview of a large file, read in the background; a file that is no export fails with its reason. */
async function runPreview(env: QueueEnv, db: Db, row: WordpressImport) {
  if (row.status !== "uploaded") return;
  try {
    const summary = await readPreview(env, row.file_key);
    await db
      .update(wordpressImports)
      .set({ status: "previewed", summary })
      .where(and(eq(wordpressImports.id, row.id), eq(wordpressImports.status, "uploaded")));
  } catch (error) {
    if (!(error instanceof WxrError)) throw error;
    await env.MEDIA.delete(row.file_key);
    await db
      .update(wordpressImports)
      .set({ status: "failed", error: error.code })
      .where(eq(wordpressImports.id, row.id));
  }
}

function addProblems(report: ImportReport, found: ImportReport) {
  for (const list of ["problems", "notes"] as const) {
    for (const entry of found[list]) {
      if (report[list].length < MAX_REPORTED) report[list].push(entry);
      else report.truncated = true;
    }
  }
}

/** One slice of the import: up to SLICE_ITEMS items from the message's offset. */
async function runSlice(env: QueueEnv, db: Db, row: WordpressImport, message: ImportMessage) {
  if (row.status !== "queued" && row.status !== "running") return;
  const progress = row.progress as ImportProgress;
  // A message older than the saved progress (delivered again after its successor ran) is done already.
  if (message.step !== progress.step || message.offset < progress.offset) return;
  const summary = row.summary as ImportSummary;
  const options = row.options as ImportOptions;
  const report: ImportReport = (row.report as ImportReport | null) ?? { problems: [], notes: [], truncated: false };
  const found: ImportReport = { problems: [], notes: [], truncated: false };
  const object = await env.MEDIA.get(row.file_key, message.offset > 0 ? { range: { offset: message.offset } } : {});
  if (!object) throw new Error(`import file ${row.file_key} is gone`);
  const ctx: SliceContext = { env, db, importId: row.id, summary, options, progress, report: found, wrote: false };

  let handled = 0;
  let next = message.offset;
  let finished = true;
  for await (const part of wxrParts(object.body, message.offset)) {
    if (part.kind === "channel") continue;
    if (handled === SLICE_ITEMS) {
      finished = false;
      break;
    }
    await importItem(ctx, message.step, part.item);
    next = part.end;
    handled++;
  }
  progress.done += handled;
  addProblems(report, found);

  let nextMessage: ImportMessage | null = null;
  let status: "running" | "done" = "running";
  if (!finished) {
    progress.offset = next;
    nextMessage = { importId: row.id, step: progress.step, offset: next };
  } else if (message.step === "attachments") {
    progress.step = "content";
    progress.offset = 0;
    progress.done = 0;
    nextMessage = { importId: row.id, step: "content", offset: 0 };
  } else {
    await writeCategoryAddresses(ctx);
    status = "done";
  }
  await db.update(wordpressImports).set({ status, progress, report }).where(eq(wordpressImports.id, row.id));
  if (ctx.wrote || status === "done") await bumpContentVersion(await openPageCache());
  if (nextMessage) await sendSlice(env, nextMessage);
}

/** The queue consumer: one message at a time (wrangler.toml), each an import's next step. */
export async function consumeWordpressImport(batch: MessageBatch, env: QueueEnv): Promise<void> {
  const db = getDb(env);
  for (const message of batch.messages) {
    if (!isImportMessage(message.body)) {
      console.error("wordpress import: dropped a malformed message");
      message.ack();
      continue;
    }
    const body = message.body;
    const row = await loadImport(db, body.importId);
    if (!row) {
      message.ack();
      continue;
    }
    try {
      if (body.step === "preview") await runPreview(env, db, row);
      else await runSlice(env, db, row, body);
      message.ack();
    } catch (error) {
      console.error(`wordpress import ${row.id}: ${body.step} at ${body.offset} failed`, error);
      if (message.attempts >= 5) {
        await db
          .update(wordpressImports)
          .set({ status: "failed", error: error instanceof WxrError ? error.code : "internal" })
          .where(
            and(eq(wordpressImports.id, row.id), inArray(wordpressImports.status, ["uploaded", "queued", "running"])),
          );
        message.ack();
      } else message.retry({ delaySeconds: 5 * message.attempts });
    }
  }
}
