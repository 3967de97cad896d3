import type { DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";
import manifest from "../seed/media/manifest.json";

/**
 * The demo pictures the seed ships (seed/media/, drawn by scripts/demo-media.mjs): the demo content
 * points at them under /media/, and scripts/seed.ts puts the files into the local R2 bucket, so a fresh
 * local site shows real pictures without any outside host.
 */
export const DEMO_MEDIA = manifest;

const LANDSCAPES = DEMO_MEDIA.filter((item) => !item.name.startsWith("person-"));
const PORTRAITS = DEMO_MEDIA.filter((item) => item.name.startsWith("person-"));

/**
 * The demo picture that stands in for a stock photo of the original demo data: the same photo id
 * always gets the same picture; small ones (people, 400 px) a portrait.
 */
export function demoImage(photo: string, width = 1600): string {
  const pool = width <= 400 ? PORTRAITS : LANDSCAPES;
  let sum = 0;
  for (const char of photo) sum = (sum * 31 + char.charCodeAt(0)) % 100_003;
  const item = pool[sum % pool.length]!;
  return `/media/${item.hash}.${item.ext}`;
}

/** The library's rows for the demo pictures (kept when they already exist); one insert each, as D1
 * allows only 100 bound values per statement. */
export async function seedDemoMediaRows(db: DrizzleD1Database<typeof schema>): Promise<void> {
  const inserts = DEMO_MEDIA.map(({ hash, ext, bytes, width, height, alt_de, alt_en, file }) =>
    db
      .insert(schema.media)
      .values({ hash, ext, mime: "image/webp", bytes, width, height, alt_de, alt_en, original_name: file })
      .onConflictDoNothing(),
  );
  await db.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
}
