import { writeBackup, type Sink } from "./export.server";

/**
 * Nightly backups (docs/decisions/0064-export-restore-and-nightly-backups.md): the daily cron writes
 * `backups/<YYYY-MM-DD>.zip` to the BACKUPS bucket — never the public MEDIA bucket — without the media
 * files (they stay in MEDIA), and deletes the oldest beyond the number the general settings keep.
 */
const BACKUP_PREFIX = "backups/";
const BACKUP_KEY = /^backups\/(\d{4}-\d{2}-\d{2})\.zip$/;
/** R2 wants every part but the last of one size, at least 5 MiB. */
const PART_BYTES = 5 * 1024 * 1024;
const DEFAULT_KEEP = 30;

export type StoredBackup = { date: string; key: string; size: number; uploaded: Date };

/** The bucket key of a day's backup, or null for anything that is not one (`../x`, `backups%2F..`). */
export function backupKeyOf(file: string | undefined): string | null {
  const key = `${BACKUP_PREFIX}${file ?? ""}`;
  return BACKUP_KEY.test(key) ? key : null;
}

/**
 * Streams what `produce` writes into one R2 object through a multipart upload in equal parts, so no
 * more than one part is ever held (a put needs the whole length up front).
 */
async function putStreamed(bucket: R2Bucket, key: string, produce: (sink: Sink) => Promise<unknown>) {
  const upload = await bucket.createMultipartUpload(key, { httpMetadata: { contentType: "application/zip" } });
  const parts: R2UploadedPart[] = [];
  let part = new Uint8Array(PART_BYTES);
  let filled = 0;
  const send = async (bytes: Uint8Array) => {
    parts.push(await upload.uploadPart(parts.length + 1, bytes));
  };
  try {
    await produce(async (chunk) => {
      let at = 0;
      while (at < chunk.length) {
        const take = Math.min(chunk.length - at, PART_BYTES - filled);
        part.set(chunk.subarray(at, at + take), filled);
        filled += take;
        at += take;
        if (filled === PART_BYTES) {
          await send(part);
          part = new Uint8Array(PART_BYTES);
          filled = 0;
        }
      }
    });
    if (filled > 0 || parts.length === 0) await send(part.slice(0, filled));
    await upload.complete(parts);
  } catch (error) {
    await upload.abort();
    throw error;
  }
}

export async function listBackups(bucket: R2Bucket): Promise<StoredBackup[]> {
  const found: StoredBackup[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: BACKUP_PREFIX, cursor });
    for (const object of page.objects) {
      const date = BACKUP_KEY.exec(object.key)?.[1];
      if (date) found.push({ date, key: object.key, size: object.size, uploaded: object.uploaded });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found.sort((a, b) => b.date.localeCompare(a.date));
}

/** How many nightly backups to keep: the general settings' number, 30 before the settings exist. */
async function keepCount(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT backup_keep FROM general_settings ORDER BY id LIMIT 1")
    .first<{ backup_keep: number }>();
  const keep = Number(row?.backup_keep ?? DEFAULT_KEEP);
  return Number.isInteger(keep) && keep >= 1 ? keep : DEFAULT_KEEP;
}

/** The daily cron's job: today's backup (a second run that day replaces it), then the oldest beyond the limit go. */
export async function runNightlyBackup(
  env: Pick<Env, "DB" | "MEDIA" | "BACKUPS" | "PUBLIC_ORIGIN">,
  now: Date,
): Promise<{ key: string; pruned: number }> {
  const key = `${BACKUP_PREFIX}${now.toISOString().slice(0, 10)}.zip`;
  await putStreamed(env.BACKUPS, key, (sink) =>
    writeBackup(env, { media: false, site: env.PUBLIC_ORIGIN || "", now }, sink),
  );
  const keep = await keepCount(env.DB);
  const stale = (await listBackups(env.BACKUPS)).slice(keep).map((backup) => backup.key);
  if (stale.length > 0) await env.BACKUPS.delete(stale);
  return { key, pruned: stale.length };
}
