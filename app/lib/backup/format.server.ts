import { Unzip, UnzipInflate } from "fflate";
import { z } from "zod";
import { backupTables, OVERRIDDEN } from "./tables.server";

/**
 * The backup archive (docs/decisions/0064-export-restore-and-nightly-backups.md): one zip with
 * `manifest.json`, `tables/<table>.json` (the rows as stored) and, when asked for, `media/<hash>.<ext>`.
 * Pure: the Worker (export, restore screen, nightly) and the restore script read it with the same code.
 */
export const BACKUP_FORMAT = "coaching-site-backup";
export const BACKUP_FORMAT_VERSION = 1;

const TABLE_FILE = /^tables\/([a-z][a-z0-9_]*)\.json$/;
const MEDIA_FILE = /^media\/([0-9a-f]{64})\.([a-z0-9]{1,5})$/;

const manifestSchema = z.object({
  format: z.string(),
  version: z.number(),
  schema: z.string(),
  created_at: z.string(),
  site: z.string(),
  media_included: z.boolean(),
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), sha256: z.string() })),
  media: z.array(z.object({ key: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
  checksum: z.string(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type Row = Record<string, unknown>;

/** A refused archive: a German message of the back office (its English form is in texts-en/backups.ts). */
export class BackupError extends Error {
  constructor(template: string, vars: Record<string, string | number> = {}) {
    // The finished German text: the back office's translate() finds its template's English form.
    super(template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)));
  }
}

export type ArchiveLimits = { maxFiles: number; maxTotalBytes: number };

export type ReadArchive = { manifest: Manifest; tables: Map<string, Row[]>; media: Map<string, Uint8Array> };

export async function sha256Hex(bytes: Uint8Array | string): Promise<string> {
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  const digest = await crypto.subtle.digest("SHA-256", data as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The checksum over the whole manifest (every table's and file's checksum is in it), itself left out. */
export function manifestChecksum(manifest: Omit<Manifest, "checksum">): Promise<string> {
  const { checksum: _ignored, ...rest } = manifest as Manifest;
  return sha256Hex(JSON.stringify(rest));
}

/**
 * Unpacks the zip while counting what comes out: more files or more bytes than the limits allow stop
 * it at once (a zip bomb never unpacks), and only the names this format writes are accepted, so a
 * `../x` or an absolute path never reaches a bucket.
 */
function unpack(bytes: Uint8Array, limits: ArchiveLimits): Map<string, Uint8Array> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04)
    throw new BackupError("Die Datei ist kein ZIP-Archiv.");
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let count = 0;
  // The first refusal wins: fflate may report its own error after a handler stopped a file.
  let refused: BackupError | null = null;
  const refuse = (error: BackupError) => {
    refused ??= error;
  };
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (refused) return;
    count += 1;
    const name = file.name;
    if (count > limits.maxFiles)
      return refuse(new BackupError("Das Archiv enthält zu viele Dateien (höchstens {n}).", { n: limits.maxFiles }));
    if (name !== "manifest.json" && !TABLE_FILE.test(name) && !MEDIA_FILE.test(name))
      return refuse(new BackupError("Das Archiv enthält eine unerwartete Datei: {name}", { name: name.slice(0, 120) }));
    if (files.has(name)) return refuse(new BackupError("Das Archiv enthält eine Datei doppelt: {name}", { name }));
    const parts: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (refused) return;
      if (error) return refuse(new BackupError("Das ZIP-Archiv ist beschädigt."));
      total += chunk.length;
      if (total > limits.maxTotalBytes) {
        file.terminate();
        return refuse(
          new BackupError("Das Archiv ist entpackt zu groß (höchstens {mb} MB).", {
            mb: Math.round(limits.maxTotalBytes / 1_048_576),
          }),
        );
      }
      parts.push(chunk);
      if (final) files.set(name, concat(parts));
    };
    try {
      file.start();
    } catch {
      refuse(new BackupError("Das ZIP-Archiv ist beschädigt."));
    }
  };
  const step = 65_536;
  for (let at = 0; at < bytes.length && !refused; at += step) {
    const end = Math.min(at + step, bytes.length);
    try {
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    } catch {
      refuse(new BackupError("Das ZIP-Archiv ist beschädigt."));
    }
  }
  if (refused) throw refused;
  return files;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Reads and checks an archive before anything is written: format and schema version (`schema`: the
 * newest migration of the code that restores, schema-version.server.ts), the manifest's
 * own checksum, every table's and media file's checksum and row count, and that every table and column
 * is one this site's schema has. Throws a BackupError with a message for the person restoring. The rows
 * come back with the columns OVERRIDDEN names set as an export sets them.
 */
export async function checkArchive(bytes: Uint8Array, limits: ArchiveLimits, schema: string): Promise<ReadArchive> {
  const files = unpack(bytes, limits);
  const manifestBytes = files.get("manifest.json");
  if (!manifestBytes)
    throw new BackupError("Das Archiv enthält kein manifest.json: Es ist keine Sicherung dieser Website.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(manifestBytes));
  } catch {
    throw new BackupError("Das manifest.json des Archivs ist unlesbar.");
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success || checked.data.format !== BACKUP_FORMAT)
    throw new BackupError("Das Archiv ist keine Sicherung dieser Website.");
  const manifest = checked.data;
  if (manifest.version !== BACKUP_FORMAT_VERSION || manifest.schema !== schema)
    throw new BackupError(
      "Die Sicherung stammt aus einer anderen Version der Website (Schema {found}, erwartet {expected}).",
      { found: String(manifest.schema).slice(0, 80), expected: schema },
    );
  if ((await manifestChecksum(manifest)) !== manifest.checksum)
    throw new BackupError("Die Prüfsumme des Manifests stimmt nicht: Das Archiv wurde verändert.");

  const known = new Map(backupTables().map((table) => [table.name, new Set(table.columns)]));
  const tables = new Map<string, Row[]>();
  for (const [name, entry] of Object.entries(manifest.tables)) {
    const columns = known.get(name);
    if (!columns)
      throw new BackupError("Das Archiv enthält eine unbekannte Tabelle: {name}", { name: name.slice(0, 80) });
    const file = files.get(`tables/${name}.json`);
    if (!file) throw new BackupError("Im Archiv fehlt die Tabelle {name}.", { name });
    if ((await sha256Hex(file)) !== entry.sha256)
      throw new BackupError("Die Prüfsumme der Tabelle {name} stimmt nicht: Das Archiv wurde verändert.", { name });
    const rows = parseRows(file, name, columns);
    if (rows.length !== entry.rows)
      throw new BackupError("Die Tabelle {name} hat nicht die angegebene Zeilenzahl.", { name });
    // What an export writes differently is written so on the way in as well, whatever the archive says
    // (an older or hand-made one): a user never comes back with a second factor whose secret stayed out.
    const overridden = OVERRIDDEN[name];
    tables.set(name, overridden ? rows.map((row) => ({ ...row, ...overridden })) : rows);
  }
  const media = new Map<string, Uint8Array>();
  for (const item of manifest.media) {
    const match = MEDIA_FILE.exec(`media/${item.key}`);
    if (!match || match[1] !== item.sha256)
      throw new BackupError("Das Archiv enthält eine unerwartete Datei: {name}", { name: item.key.slice(0, 120) });
    const file = files.get(`media/${item.key}`);
    if (!file) {
      if (manifest.media_included) throw new BackupError("Im Archiv fehlt die Mediendatei {name}.", { name: item.key });
      continue;
    }
    if ((await sha256Hex(file)) !== item.sha256)
      throw new BackupError("Die Prüfsumme der Mediendatei {name} stimmt nicht: Das Archiv wurde verändert.", {
        name: item.key,
      });
    media.set(item.key, file);
  }
  for (const name of files.keys()) {
    const table = TABLE_FILE.exec(name)?.[1];
    if (table && !tables.has(table))
      throw new BackupError("Das Archiv enthält eine unerwartete Datei: {name}", { name });
    if (name.startsWith("media/") && !media.has(name.slice(6)))
      throw new BackupError("Das Archiv enthält eine unerwartete Datei: {name}", { name });
  }
  return { manifest, tables, media };
}

function parseRows(file: Uint8Array, name: string, columns: Set<string>): Row[] {
  let rows: unknown;
  try {
    rows = JSON.parse(new TextDecoder().decode(file));
  } catch {
    throw new BackupError("Die Tabelle {name} ist unlesbar.", { name });
  }
  if (!Array.isArray(rows)) throw new BackupError("Die Tabelle {name} ist unlesbar.", { name });
  for (const row of rows) {
    if (!row || typeof row !== "object" || Array.isArray(row))
      throw new BackupError("Die Tabelle {name} ist unlesbar.", { name });
    for (const [column, value] of Object.entries(row)) {
      if (!columns.has(column))
        throw new BackupError("Die Tabelle {name} hat eine unbekannte Spalte: {column}", {
          name,
          column: column.slice(0, 80),
        });
      if (value !== null && typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
        throw new BackupError("Die Tabelle {name} ist unlesbar.", { name });
    }
  }
  return rows as Row[];
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One row as an INSERT with bound values (D1 allows at most 100 per statement; no table has as many columns). */
export function insertStatement(table: string, row: Row): { sql: string; params: (string | number | null)[] } {
  const columns = Object.keys(row);
  const params = columns.map((column) => {
    const value = row[column];
    return typeof value === "boolean" ? (value ? 1 : 0) : (value as string | number | null);
  });
  return {
    sql: `INSERT INTO ${quoteName(table)} (${columns.map(quoteName).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    params,
  };
}

/** The same INSERT with its values written out, for a SQL file the restore script hands to wrangler. */
export function insertSql(table: string, row: Row): string {
  const { sql, params } = insertStatement(table, row);
  let index = 0;
  return `${sql.replace(/\?/g, () => literal(params[index++]!))};`;
}

function literal(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "NULL";
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}
