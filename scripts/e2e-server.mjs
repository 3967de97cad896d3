// Playwright's web server: the built Worker on a throwaway local D1/KV, migrated and seeded.
import { readFileSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { run } from "./run.mjs";

const port = process.env.E2E_PORT || "8788";
// One state directory per port, so two test runs on different ports do not share a database.
const persistTo = `.tmp/e2e-state-${port}`;
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

/** Runs one start-up step and says how long it took (on stderr, which Playwright shows). */
function step(name, command, args, options) {
  const started = performance.now();
  run(command, args, options);
  console.error(`e2e server: ${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const began = performance.now();
rmSync(persistTo, { recursive: true, force: true });
// npm test builds once, beside the typecheck, and says so; a build of this run is not made twice.
if (process.env.E2E_SKIP_BUILD !== "1") step("build", "npx", ["react-router", "build"]);
// The real migrations, then the demo content; the e2e suite's own staff accounts
// (tests/e2e/staff.json, and the accounts that set up a second factor, one per test that does, so the
// shared ones never ask for a code) are seeded beside the demo admin. One process for both.
const staff = ["tests/e2e/staff.json", "tests/e2e/two-factor-staff.json"].flatMap((file) =>
  JSON.parse(readFileSync(file, "utf8")),
);
step("migrations and seed", "npx", ["tsx", "scripts/e2e-database.ts"], {
  env: { PERSIST_TO: persistTo, E2E_STAFF: JSON.stringify(staff) },
});

const secrets = JSON.parse(readFileSync("tests/e2e/secrets.json", "utf8"));
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
    // The test-only secrets; the specs know them too (tests/e2e/form-stamp.ts signs form stamps with one).
    ...Object.entries(secrets).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ],
  { stdio: "inherit" },
);
const serving = performance.now();
void (async () => {
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
  console.error(`e2e server: wrangler dev answering after ${seconds(serving)} s (start-up ${seconds(began)} s in all)`);
})();
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
