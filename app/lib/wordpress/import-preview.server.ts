import type { ImportSummary, PreviewPage } from "./import-state";
import { summariseWxr } from "./summary.server";
import type { WxrChannel, WxrItem, WxrSummary } from "./types";
import { wxrParts } from "./wxr-reader.server";

/*
 * The preview of an uploaded export: read once from R2 as a stream, summarised a few hundred items at a
 * time (never the whole file's items in memory), with the list of its pages for the admin's choice.
 */

const SUMMARY_BATCH = 200;
/** More pages than this are offered in the preview's list; the rest are skipped (said on the screen). */
const MAX_PREVIEW_PAGES = 500;

function merge(total: WxrSummary | null, part: WxrSummary): WxrSummary {
  if (!total) return part;
  const skipped = [...total.skipped];
  for (const entry of part.skipped) {
    const same = skipped.find((s) => s.type === entry.type && s.reason === entry.reason);
    if (same) same.count += entry.count;
    else skipped.push({ ...entry });
  }
  const posts = { ...total.posts };
  for (const key of Object.keys(posts) as (keyof WxrSummary["posts"])[]) posts[key] += part.posts[key];
  return {
    ...total,
    posts,
    pages: total.pages + part.pages,
    attachments: total.attachments + part.attachments,
    skipped,
  };
}

/** Reads the export at `key`; throws the reader's WxrError for a file that is not one. */
export async function readPreview(env: Pick<Env, "MEDIA">, key: string): Promise<ImportSummary> {
  const object = await env.MEDIA.get(key);
  if (!object) throw new Error(`import file ${key} is gone`);
  let channel: WxrChannel | null = null;
  let summary: WxrSummary | null = null;
  let batch: WxrItem[] = [];
  let items = 0;
  const pages: PreviewPage[] = [];
  const flush = () => {
    if (!channel) return;
    summary = merge(summary, summariseWxr(channel, batch));
    batch = [];
  };
  for await (const part of wxrParts(object.body, 0)) {
    if (part.kind === "channel") {
      channel = part.channel;
      continue;
    }
    items++;
    const { item } = part;
    if (item.type === "page" && pages.length < MAX_PREVIEW_PAGES)
      pages.push({ wpId: item.wpId, title: item.title.slice(0, 300), status: item.status });
    batch.push(item);
    if (batch.length >= SUMMARY_BATCH) flush();
  }
  if (!channel) throw new Error("an export without a channel");
  flush();
  return { wxr: summary ?? summariseWxr(channel, []), items, pages, channel };
}
