import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The schema a backup names (decision 0064): the newest migration's name, read from migrations/ when
 * the code is built (and when the tests and the development server load it), so a new migration needs
 * no constant changed by hand. The Worker reads it from `virtual:schema-version`; the restore script,
 * which runs in Node, calls newestMigration() itself.
 */
const VIRTUAL = "virtual:schema-version";
const RESOLVED = `\0${VIRTUAL}`;
const MIGRATIONS = path.resolve(import.meta.dirname, "../migrations");

/** "0020_wordpress_missing_images" for migrations/0020_wordpress_missing_images.sql, the last by number. */
export function newestMigration(dir: string = MIGRATIONS): string {
  const names = readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort();
  const newest = names.at(-1);
  if (!newest) throw new Error(`schema-version: no migration in ${dir}`);
  return newest.slice(0, -".sql".length);
}

export function schemaVersion(): Plugin {
  return {
    name: "schema-version",
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      // A migration added while the development server runs is seen on the module's next load.
      this.addWatchFile(MIGRATIONS);
      return `export default ${JSON.stringify(newestMigration())};`;
    },
  };
}
