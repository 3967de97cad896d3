// Playwright's web server: the built Worker on a throwaway local D1/KV, migrated and seeded.
import { readFileSync, rmSync } from "node:fs";
import { startBuiltWorker } from "./built-worker.mjs";
import { run } from "./run.mjs";

const port = Number(process.env.E2E_PORT || "8788");
// One state directory per port, so two test runs on different ports do not share a database.
const persistTo = `.tmp/e2e-state-${port}`;
// Offline: no request info from Cloudflare, no metrics (the migration step's wrangler reads these too).
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

// The built Worker in one local runtime that answers on the port itself (scripts/built-worker.mjs: not
// behind wrangler dev's proxy, whose CPU the browser needs more), with the e2e secrets as vars; the
// specs know them too (tests/e2e/form-stamp.ts signs form stamps with one).
const secrets = JSON.parse(readFileSync("tests/e2e/secrets.json", "utf8"));
const { url, stop } = await startBuiltWorker({ port, persistTo, vars: secrets });
console.error(`e2e server: answering on ${url} (start-up ${((performance.now() - began) / 1000).toFixed(1)} s in all)`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop().finally(() => process.exit(0)));
