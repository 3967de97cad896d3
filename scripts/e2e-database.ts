// The e2e server's throwaway D1 (PERSIST_TO): the real migrations, then the demo content and the e2e
// staff (scripts/seed.ts), in ONE process. `wrangler d1 migrations apply` followed by the seed script
// started Node, wrangler and a local runtime twice; on a busy machine that alone took half a minute.
// The migrations are read and applied the way the vitest setup applies them (and recorded in the same
// d1_migrations table wrangler keeps).
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { getPlatformProxy } from "wrangler";
import { PERSIST_TO } from "./local-env.mjs";

const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({
  configPath: "wrangler.toml",
  persist: { path: `${PERSIST_TO}/v3` },
});
try {
  await env.DB.prepare(
    `CREATE TABLE IF NOT EXISTS d1_migrations (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       name TEXT UNIQUE,
       applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
     )`,
  ).run();
  const applied = new Set(
    (await env.DB.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((row) => row.name),
  );
  for (const migration of await readD1Migrations("migrations")) {
    if (applied.has(migration.name)) continue;
    // One batch per migration: it is applied whole or not at all.
    await env.DB.batch([
      ...migration.queries.map((query) => env.DB.prepare(query)),
      env.DB.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name),
    ]);
  }
} finally {
  await dispose();
}

await import("./seed");
