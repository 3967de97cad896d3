/**
 * What backup offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { backupStream, writeBackup } from "./export.server";
export { BackupError, type Manifest, manifestChecksum, sha256Hex } from "./format.server";
export { RESTORE_LOCK_MS, RestoreBusy, restoreLockSql, withRestoreLock } from "./lock.server";
export { backupKeyOf, listBackups, runNightlyBackup } from "./nightly.server";
export { restoreArchive, RestoreFailed, type RestoreReport, siteIsEmpty } from "./restore.server";
export { readArchive, SCHEMA_VERSION } from "./schema-version.server";
export { backupTables, LEFT_OUT, schemaTables } from "./tables.server";
