// Applies the migrations to the LOCAL D1 and seeds demo content when the database is empty.
import { ensureDevVars, PERSIST_TO } from "./local-env.mjs";
import { run } from "./run.mjs";

ensureDevVars();
run("npx", [
  "wrangler",
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "-c",
  "wrangler.toml",
  "--persist-to",
  PERSIST_TO,
]);
run("npx", ["tsx", "scripts/seed.ts"]);
