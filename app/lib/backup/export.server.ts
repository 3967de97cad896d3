import { Zip, ZipDeflate } from "fflate";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, manifestChecksum, type Manifest } from "./format.server";
import { SCHEMA_VERSION } from "./schema-version.server";
import { backupTables, OVERRIDDEN } from "./tables.server";

/** Where the archive's bytes go, one chunk at a time; the writer waits for each, so memory stays bounded. */
export type Sink = (chunk: Uint8Array) => Promise<void>;

export type ExportOptions = { media: boolean; site: string; now: Date };

const PAGE_ROWS = 500;
const encoder = new TextEncoder();

async function hex(digest: ArrayBuffer): Promise<string> {
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Writes the whole archive into `sink`: every exported table read from D1 a page of rows at a time,
 * then (when asked) each media file streamed from R2, then the manifest with every checksum. Nothing
 * holds more than one page of rows or one chunk of a file.
 */
export async function writeBackup(
  env: Pick<Env, "DB" | "MEDIA">,
  options: ExportOptions,
  sink: Sink,
): Promise<Manifest> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length > 0) await sink(pending.shift()!);
  };

  /** One file of the archive; `level` 0 stores images as they are (they are compressed already). */
  const file = (name: string, level: 0 | 6) => {
    const entry = new ZipDeflate(name, { level });
    zip.add(entry);
    // Workers' streaming SHA-256 (typed in app/workerd.d.ts).
    const digest = new crypto.DigestStream("SHA-256");
    const hashing = digest.getWriter();
    return {
      async push(bytes: Uint8Array) {
        await hashing.write(bytes);
        entry.push(bytes);
        await flush();
      },
      async end(): Promise<string> {
        entry.push(new Uint8Array(0), true);
        await flush();
        await hashing.close();
        return hex(await digest.digest);
      },
    };
  };

  const tables: Manifest["tables"] = {};
  for (const table of backupTables()) {
    const out = file(`tables/${table.name}.json`, 6);
    const overridden = OVERRIDDEN[table.name] ?? {};
    let rows = 0;
    let last = -Infinity;
    await out.push(encoder.encode("["));
    for (;;) {
      const { results } = await env.DB.prepare(
        `SELECT rowid AS "__backup_rowid", * FROM "${table.name}" WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE_ROWS}`,
      )
        .bind(last === -Infinity ? Number.MIN_SAFE_INTEGER : last)
        .all<Record<string, unknown>>();
      if (results.length === 0) break;
      const lines = results.map((result) => {
        const { __backup_rowid: rowid, ...row } = result;
        last = Number(rowid);
        return JSON.stringify({ ...row, ...overridden });
      });
      await out.push(encoder.encode(`${rows === 0 ? "\n" : ",\n"}${lines.join(",\n")}`));
      rows += results.length;
      if (results.length < PAGE_ROWS) break;
    }
    await out.push(encoder.encode("\n]\n"));
    tables[table.name] = { rows, sha256: await out.end() };
  }

  const { results: stored } = await env.DB.prepare("SELECT hash, ext, bytes FROM media ORDER BY id").all<{
    hash: string;
    ext: string;
    bytes: number;
  }>();
  const media: Manifest["media"] = [];
  for (const item of stored) {
    const key = `${item.hash}.${item.ext}`;
    if (!options.media) {
      media.push({ key, bytes: item.bytes, sha256: item.hash });
      continue;
    }
    // A row whose file is gone from R2 is left out of the list rather than failing the whole archive.
    const object = await env.MEDIA.get(key);
    if (!object) continue;
    const out = file(`media/${key}`, 0);
    const reader = object.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      await out.push(value);
    }
    media.push({ key, bytes: object.size, sha256: await out.end() });
  }

  const unsigned = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    schema: SCHEMA_VERSION,
    created_at: options.now.toISOString(),
    site: options.site,
    media_included: options.media,
    tables,
    media,
  };
  const manifest: Manifest = { ...unsigned, checksum: await manifestChecksum(unsigned) };
  const out = file("manifest.json", 6);
  await out.push(encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`));
  await out.end();
  zip.end();
  await flush();
  return manifest;
}

/** The archive as a response body that is written while it is read (the download of /admin/backups). */
export function backupStream(
  env: Pick<Env, "DB" | "MEDIA">,
  options: ExportOptions,
): {
  body: ReadableStream<Uint8Array>;
  done: Promise<void>;
} {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const done = writeBackup(env, options, async (chunk) => {
    await writer.ready;
    await writer.write(chunk);
  }).then(
    () => writer.close(),
    async (error: unknown) => {
      // A download cancelled by its reader rejects without a reason: nothing failed then.
      if (error !== undefined) console.error("backup export failed:", error);
      await writer.abort(error);
    },
  );
  return { body: readable, done };
}
