// Playwright's web server: the built Worker on a throwaway local D1/KV, migrated and seeded.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { run } from "./run.mjs";

const port = Number(process.env.E2E_PORT || "8788");
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

/*
 * The built Worker in one local runtime that answers on the port itself. `wrangler dev` runs two
 * runtimes: a proxy in front (it holds requests while a rebuild is under way) that passes every
 * request, script and image on to the Worker's own runtime, and a Node process between them for the
 * logs. With nothing ever rebuilt here, that proxy and its Node process used about as much CPU as the
 * Worker itself, on a machine whose two cores the browser needs. The runtime is configured from the
 * same built configuration (build/server/wrangler.json: bindings, assets, queues) by wrangler's own
 * functions, on the same state directory, with the e2e secrets as vars.
 */
const wranglerPath = createRequire(import.meta.url).resolve("wrangler");
const { unstable_getMiniflareWorkerOptions: workerOptionsOf } = await import("wrangler");
const { Miniflare, convertV4MiniflareOptions } = createRequire(wranglerPath)("miniflare");

const config = "build/server/wrangler.json";
const { workerOptions, externalWorkers } = workerOptionsOf(config, undefined, {
  overrides: { enableContainers: false },
});
const { name, main } = JSON.parse(readFileSync(config, "utf8"));
const modulesRoot = resolve("build/server");
const entry = resolve(modulesRoot, main);
/** Every script module of the build (the entry first), as wrangler loads a build it does not bundle. */
const modules = [
  entry,
  ...readdirSync(modulesRoot, { recursive: true })
    .map((file) => join(modulesRoot, String(file)))
    .filter((file) => /\.m?js$/.test(file) && file !== entry),
].map((path) => ({ type: "ESModule", path }));
const secrets = JSON.parse(readFileSync("tests/e2e/secrets.json", "utf8"));

const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    rootPath: process.cwd(),
    host: "127.0.0.1",
    port,
    resourcePersistencePath: `${persistTo}/v3`,
    // As wrangler dev does: the specs run the cron's schedule through /cdn-cgi/local/scheduled.
    unsafeTriggerHandlers: true,
    workers: [
      {
        ...workerOptions,
        name,
        modulesRoot,
        modules,
        // The test-only secrets; the specs know them too (tests/e2e/form-stamp.ts signs form stamps with one).
        bindings: { ...workerOptions.bindings, ...secrets },
      },
      ...externalWorkers,
    ],
  }),
);
const url = await miniflare.ready;
console.error(`e2e server: answering on ${url} (start-up ${((performance.now() - began) / 1000).toFixed(1)} s in all)`);
const stop = () => void miniflare.dispose().finally(() => process.exit(0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
