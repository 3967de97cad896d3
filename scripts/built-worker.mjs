// The built Worker in one local runtime that answers on the port itself, for the bench (and anything
// else that serves the build without rebuilding it).
//
// `wrangler dev` runs two runtimes: a proxy in front (it holds requests while a rebuild is under way)
// that passes every request on to the Worker's own runtime, plus a Node process for the logs. That
// proxy costs about as much CPU per request as a small Worker, and its cost varies from one start to
// the next, which drowned the bench's sub-millisecond budgets. The runtime here is configured from
// the same built configuration (build/server/wrangler.json: bindings, assets, queues, crons) by
// wrangler's own functions, on the state directory `wrangler d1 execute --persist-to` writes.
//
// As a command: BUILT_WORKER_PORT, BUILT_WORKER_STATE (the --persist-to directory) and
// BUILT_WORKER_VARS (a JSON object of extra vars, as `wrangler dev --var` gives) in the environment;
// BUILT_WORKER_INSPECTOR_PORT opens the runtime's inspector for a CPU profile.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Starts the build in build/server on 127.0.0.1:`port`; resolves to its URL and a stop function. */
export async function startBuiltWorker({ port, persistTo, vars = {}, inspectorPort }) {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  process.env.WRANGLER_SEND_METRICS = "false";
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
  // Every script module of the build (the entry first), as wrangler loads a build it does not bundle.
  const modules = [
    entry,
    ...readdirSync(modulesRoot, { recursive: true })
      .map((file) => join(modulesRoot, String(file)))
      .filter((file) => /\.m?js$/.test(file) && file !== entry),
  ].map((path) => ({ type: "ESModule", path }));

  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      rootPath: process.cwd(),
      host: "127.0.0.1",
      port,
      resourcePersistencePath: `${persistTo}/v3`,
      // As wrangler dev does: /cdn-cgi/local/scheduled runs the cron's schedule.
      unsafeTriggerHandlers: true,
      // For a CPU profile of the Worker (a DevTools client on this port); none by default.
      ...(inspectorPort ? { inspectorPort } : {}),
      workers: [
        { ...workerOptions, name, modulesRoot, modules, bindings: { ...workerOptions.bindings, ...vars } },
        ...externalWorkers,
      ],
    }),
  );
  const url = String(await miniflare.ready).replace(/\/$/, "");
  return { url, stop: () => miniflare.dispose() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { stop } = await startBuiltWorker({
    port: Number(process.env.BUILT_WORKER_PORT),
    persistTo: process.env.BUILT_WORKER_STATE,
    vars: JSON.parse(process.env.BUILT_WORKER_VARS || "{}"),
    inspectorPort: Number(process.env.BUILT_WORKER_INSPECTOR_PORT) || undefined,
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop().finally(() => process.exit(0)));
}
