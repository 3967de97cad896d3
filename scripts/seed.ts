// Seeds the LOCAL D1 (wrangler's local state) with demo content and the demo admin.
// Never touches the remote database: getPlatformProxy only opens local state.
import { readdirSync, readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { getPlatformProxy } from "wrangler";
import { ensureAdminUser, ensureUser } from "../db/admin-user";
import * as schema from "../db/schema";
import { seedDemoContent } from "../db/seed";
import { definitionsIn } from "../app/lib/admin/content-type-def";
import { DEMO_MEDIA, seedDemoMediaRows } from "../db/seed-media";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, PERSIST_TO } from "./local-env.mjs";

const { env, dispose } = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
  configPath: "wrangler.toml",
  persist: { path: `${PERSIST_TO}/v3` },
});
try {
  const db = drizzle(env.DB, { schema });
  // The demo pictures into the local R2 bucket and the library (every run: kept when present).
  for (const item of DEMO_MEDIA) {
    const key = `${item.hash}.${item.ext}`;
    if (await env.MEDIA.head(key)) continue;
    const bytes = readFileSync(`seed/media/${item.file}`);
    await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "image/webp" } });
  }
  await seedDemoMediaRows(db);
  // The content types as the registry finds them: its file pattern is the bundler's, which Node lacks.
  const files = readdirSync("app/lib/admin/types").filter((file) => /^[^.]+\.ts$/.test(file));
  const types = (await Promise.all(files.map((file) => import(`../app/lib/admin/types/${file}`)))).flatMap(
    (module: Record<string, unknown>) => definitionsIn(module),
  );
  const { seeded } = await seedDemoContent(db, types);
  console.log(seeded ? "Seeded demo content." : "Database already has content: demo content not re-seeded.");
  const admin = await ensureAdminUser(db, {
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_ADMIN_PASSWORD,
    name: "Demo Admin",
  });
  if (admin === "created") console.log(`Created demo admin ${DEMO_ADMIN_EMAIL}.`);
  // The e2e suite's own staff (tests/e2e/fixtures.ts), so its shared signed-in session is not ended
  // when a test signs the demo admin out. Only for the throwaway e2e database.
  for (const staff of JSON.parse(process.env.E2E_STAFF ?? "[]") as {
    email: string;
    password: string;
    name: string;
    role: "admin" | "moderator";
    adminLanguage?: "de" | "en";
  }[]) {
    await ensureUser(db, staff);
    // The English-speaking admin: the back office's suites run in both languages.
    if (staff.adminLanguage) {
      await db
        .update(schema.user)
        .set({ adminLanguage: staff.adminLanguage })
        .where(eq(schema.user.email, staff.email.toLowerCase()));
    }
  }
} finally {
  await dispose();
}
