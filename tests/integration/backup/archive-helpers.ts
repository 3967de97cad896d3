import { env } from "cloudflare:workers";
import { unzipSync, zipSync, strToU8, strFromU8 } from "fflate";
import { writeBackup, manifestChecksum, type Manifest } from "~/lib/backup/index.server";

/** The archive of a database as bytes (the download's stream, collected). */
export async function exportOf(db: D1Database, media = false): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await writeBackup(
    { DB: db, MEDIA: env.MEDIA },
    { media, site: "http://localhost:8787", now: new Date("2026-11-26T03:17:00Z") },
    async (chunk) => {
      chunks.push(chunk);
    },
  );
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export function filesOf(zip: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(zip);
}

export function manifestOf(zip: Uint8Array): Manifest {
  return JSON.parse(strFromU8(filesOf(zip)["manifest.json"]!)) as Manifest;
}

/** The archive with some files changed (and the manifest re-signed when asked), zipped again. */
export async function tampered(
  zip: Uint8Array,
  change: (files: Record<string, Uint8Array>, manifest: Manifest) => void,
  resign = false,
): Promise<Uint8Array> {
  const files = filesOf(zip);
  const manifest = manifestOf(zip);
  change(files, manifest);
  if (resign) manifest.checksum = await manifestChecksum(manifest);
  files["manifest.json"] = strToU8(JSON.stringify(manifest));
  return zipSync(files);
}
