// Playwright's web server: the built Worker on a throwaway local D1/KV, migrated and seeded.
import { readFileSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { run } from "./run.mjs";

const port = process.env.E2E_PORT || "8788";
// One state directory per port, so two test runs on different ports do not share a database.
const persistTo = `.tmp/e2e-state-${port}`;
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

rmSync(persistTo, { recursive: true, force: true });
if (process.env.E2E_SKIP_BUILD !== "1") run("npx", ["react-router", "build"]);
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
  persistTo,
]);
// The e2e suite's own staff accounts (tests/e2e/staff.json) are seeded beside the demo admin.
run("npx", ["tsx", "scripts/seed.ts"], {
  env: { PERSIST_TO: persistTo, E2E_STAFF: readFileSync("tests/e2e/staff.json", "utf8") },
});

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--var",
    "BETTER_AUTH_SECRET:e2e-secret-not-for-production-0123456789",
    "--var",
    "NEWSLETTER_SIGNING_SECRET:e2e-newsletter-signing-secret-0123456789",
  ],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
