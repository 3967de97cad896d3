import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "~db/schema";

/**
 * Which tables of db/schema.ts a backup holds (docs/decisions/0064-export-restore-and-nightly-backups.md).
 * The list is derived from the schema: every table is exported unless it is named here with the reason
 * it stays out, so a new table is exported by default and tests/integration/backup/ notices a name
 * that no longer exists.
 */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  session: "sign-ins: a restored site starts without any",
  account: "password hashes and provider tokens",
  verification: "e-mail and password-reset tokens",
  two_factor: "authenticator secrets and backup codes",
  passkey: "passkey credentials",
  rate_limits: "short-lived counters against abuse",
  operation_locks: "a restore in progress on the site that was backed up",
  outbox_emails: "sent mails, which carry sign-in and confirmation links",
  visitor_salts: "the secret salts of the visitor counting",
  link_clicks: "raw clicks, large and bounded by their retention; the daily figures stay",
  wordpress_imports: "upload progress of a WordPress import whose file stays in its own bucket",
};

/**
 * Columns written differently than stored, on export and again when an archive is read (whatever it
 * says): a user comes back without a second factor, since the authenticator secrets and passkeys stay
 * out (a flag without its secret would ask for a code that cannot exist); they set one up again.
 */
export const OVERRIDDEN: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  user: { two_factor_enabled: 0 },
};

/**
 * Tables whose rows a restore into a live site adds after the rows already there, without their own ids:
 * the new site's first sign-ins are in the audit log already.
 */
export const RENUMBERED: ReadonlySet<string> = new Set(["audit_log"]);

/** `userColumns`: the columns that point at a user (a restore maps them to the account kept). */
export type BackupTable = { name: string; columns: string[]; parents: string[]; userColumns: string[] };

/** Every table the schema declares, by its SQL name. */
export function schemaTables(): BackupTable[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is SQLiteTable => is(value, SQLiteTable))
    .map((table) => {
      const config = getTableConfig(table);
      const parents = config.foreignKeys
        .map((key) => getTableConfig(key.reference().foreignTable).name)
        .filter((parent) => parent !== config.name);
      const userColumns = config.foreignKeys
        .filter((key) => getTableConfig(key.reference().foreignTable).name === "user")
        .flatMap((key) => key.reference().columns.map((column) => column.name));
      return { name: config.name, columns: config.columns.map((column) => column.name), parents, userColumns };
    });
}

/**
 * The exported tables, parents before the tables that point at them, so a restore inserts rows in this
 * order without breaking a foreign key; ties keep the schema's order.
 */
export function backupTables(): BackupTable[] {
  const wanted = schemaTables().filter((table) => !(table.name in LEFT_OUT));
  const names = new Set(wanted.map((table) => table.name));
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < wanted.length) {
    const next = wanted.find(
      (table) => !placed.has(table.name) && table.parents.every((p) => placed.has(p) || !names.has(p)),
    );
    if (!next) throw new Error("backup: the schema's foreign keys form a cycle");
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}
