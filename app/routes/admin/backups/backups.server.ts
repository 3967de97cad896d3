import {
  BackupError,
  readArchive,
  RestoreBusy,
  withRestoreLock,
  listBackups,
  restoreArchive,
  RestoreFailed,
  siteIsEmpty,
  type RestoreReport,
} from "~/lib/backup/index.server";
import type { Translate } from "~/lib/admin";
import { RESTORE_TEXTS } from "./restore-form";

/**
 * /admin/backups on the server: the nightly backups in R2, whether the site may still be restored
 * into, and the restore form's action (decision 0064).
 */

export async function loadBackupsScreen(env: Env) {
  const backups = await listBackups(env.BACKUPS);
  return {
    backups: backups.map((backup) => ({ date: backup.date, size: backup.size, made: backup.uploaded.toISOString() })),
    canRestore: await siteIsEmpty(env.DB),
  };
}

/** Unpacked, an archive the form restores may be twice its upload limit (media files barely shrink). */
const LIMITS = { maxFiles: 20_000, maxTotalBytes: 64 * 1024 * 1024 };

export type RestoreOutcome =
  { ok: true; report: RestoreReport } | { ok: false; status: number; message: string; field: boolean };

/**
 * Reads, checks and restores an uploaded archive, one restore at a time (the lock is taken before the
 * site is found empty); every refusal is a message in the admin's language.
 */
export async function restoreUpload(env: Env, file: File, t: Translate): Promise<RestoreOutcome> {
  const notEmpty = { ok: false, status: 409, message: t(RESTORE_TEXTS.notEmpty), field: false } as const;
  try {
    return await withRestoreLock(env.DB, async () => {
      if (!(await siteIsEmpty(env.DB))) return notEmpty;
      const archive = await readArchive(new Uint8Array(await file.arrayBuffer()), LIMITS);
      return { ok: true, report: await restoreArchive(env, archive) };
    });
  } catch (error) {
    if (error instanceof RestoreBusy) return { ok: false, status: 409, message: t(RESTORE_TEXTS.busy), field: false };
    if (error instanceof BackupError) return { ok: false, status: 400, message: t(error.message), field: true };
    if (error instanceof RestoreFailed)
      return { ok: false, status: 503, message: t(RESTORE_TEXTS.failed), field: false };
    throw error;
  }
}
