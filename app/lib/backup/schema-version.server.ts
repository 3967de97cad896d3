import newestMigration from "virtual:schema-version";
import { checkArchive, type ArchiveLimits, type ReadArchive } from "./format.server";

/**
 * The schema a backup names and the only one it restores into: the newest migration's name
 * ("0020_wordpress_missing_images"), taken from migrations/ when the Worker is built
 * (vite/schema-version.ts), so a new migration changes it without an edit here.
 */
export const SCHEMA_VERSION: string = newestMigration;

/** Reads and checks an archive made by a site of this schema (format.server.ts `checkArchive`). */
export function readArchive(bytes: Uint8Array, limits: ArchiveLimits): Promise<ReadArchive> {
  return checkArchive(bytes, limits, SCHEMA_VERSION);
}
