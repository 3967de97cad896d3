// npm test: typecheck and lint side by side, then vitest inside workerd, then Playwright in Chromium. Stops
// at the first failing stage. At the end (or at the failure) it prints how long each stage took, so a slow
// stage shows.
import { spawn } from "node:child_process";

const runStarted = performance.now();
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

/*
 * The e2e server needs a production build. It is made here, in the background, while the typecheck and
 * the lint run (each mostly one core of two), instead of in front of the Playwright stage; the server
 * is then told not to build again. Its output is held back until the Playwright stage, so the logs of
 * the stages do not mix.
 */
const builder = spawn("npx", ["react-router", "build"], { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
const build = (() => {
  const started = performance.now();
  const output = [];
  builder.stdout.on("data", (chunk) => output.push(chunk));
  builder.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    builder.on("close", (code) =>
      resolve({ status: code ?? 1, seconds: (performance.now() - started) / 1000, output }),
    ),
  );
})();

/*
 * The e2e server's own start-up (a fresh local D1 migrated and seeded, then the local runtime: 20-40 s) needs
 * only the build, not the vitest stage: it starts as soon as the build is done, beside the lint or
 * vitest, and Playwright is told to use it instead of starting its own (E2E_SERVER_STARTED). Its output
 * waits like the build's.
 */
const port = process.env.E2E_PORT || "8788";
let server = null;
const serverOutput = [];
let holdServerOutput = true;
const serverStart = build.then((built) => {
  if (built.status !== 0) return false;
  server = spawn("node", ["scripts/e2e-server.mjs"], {
    env: { ...process.env, E2E_SKIP_BUILD: "1", E2E_PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, so that stopping it stops wrangler and workerd under it too (a signal
    // to the script alone leaves them running, as npx does not pass it on).
    detached: true,
  });
  // Held back until the Playwright stage; from then on stderr passes through (Playwright shows a server's
  // stderr too) and the request log on stdout is dropped, as playwright.config.ts does with its own server.
  server.stdout.on("data", (chunk) => {
    if (holdServerOutput) serverOutput.push(chunk);
  });
  server.stderr.on("data", (chunk) => (holdServerOutput ? serverOutput.push(chunk) : process.stderr.write(chunk)));
  return true;
});
/** Waits until the pre-started server answers (or has died); true when it answers. */
async function serverAnswering() {
  if (!(await serverStart)) return false;
  for (;;) {
    if (server.exitCode !== null) return false;
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const stopServer = () => {
  if (!server) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};

/*
 * The typecheck (tsc) and the lint (oxlint, knip, prettier) each keep about one core busy, and the build
 * beside them another: one after the other, the lint's 45 s left a core idle once the build was done.
 * So the lint runs beside tsc, once the route types are generated (knip reads the routes' imports of
 * them). Each one's output is held and printed whole when both are done, typecheck first, so a failure
 * reads as if they had run one after the other.
 */
const stages = [
  ["vitest", "npx", ["vitest", "run"]],
  ["playwright", "npx", ["playwright", "test"]],
];
const times = [];
const report = () => {
  // Wall time: the checks overlap, so their times do not add up.
  const total = (performance.now() - runStarted) / 1000;
  console.log("\nTime per stage:");
  for (const [name, seconds, status] of times)
    console.log(
      `  ${name.padEnd(11)} ${seconds.toFixed(1).padStart(7)} s${status === 0 ? "" : `  (failed, exit ${status})`}`,
    );
  console.log(`  ${"total".padEnd(11)} ${total.toFixed(1).padStart(7)} s`);
};
const fail = (status, what) => {
  console.error(`\n✖ ${what} failed (exit ${status}).`);
  report();
  // A build or server still running for a stage that will not come is stopped with the run.
  if (builder.exitCode === null) builder.kill();
  stopServer();
  process.exit(status);
};
/** Runs commands one after the other while none fails; their output is held, not printed. */
async function quietly(commands, output) {
  let status = 0;
  // Colours as on a terminal, where the output is read.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env;
  for (const [command, args] of commands) {
    if (status !== 0) break;
    status = await new Promise((resolve) => {
      const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("close", (code) => resolve(code ?? 1));
    });
  }
  return status;
}
const timed = async (name, command, run) => {
  const started = performance.now();
  const output = [];
  const status = await run(output);
  return { name, command, status, seconds: (performance.now() - started) / 1000, output };
};
let typesReady;
const typesGenerated = new Promise((resolve) => (typesReady = resolve));
const checked = await Promise.all([
  // npm run typecheck in its two steps, so the lint can start between them.
  timed("typecheck", "npm run typecheck", async (output) => {
    const generated = await quietly([["npm", ["run", "typegen"]]], output);
    typesReady();
    return generated !== 0 ? generated : quietly([["npx", ["tsc", "--noEmit"]]], output);
  }),
  timed("lint", "npm run lint", async (output) => {
    await typesGenerated;
    return quietly([["npm", ["run", "lint"]]], output);
  }),
]);
for (const { name, status, seconds, output } of checked) {
  console.log(`\n── ${name} ──`);
  process.stdout.write(Buffer.concat(output));
  times.push([name, seconds, status]);
}
const failedCheck = checked.find((check) => check.status !== 0);
if (failedCheck) fail(failedCheck.status, failedCheck.command);
for (const [name, command, args] of stages) {
  const started = performance.now();
  const env = { ...process.env };
  if (name === "playwright") {
    const built = await build;
    process.stdout.write(Buffer.concat(built.output));
    console.log(`(build, made beside the typecheck and lint: ${built.seconds.toFixed(1)} s)`);
    if (built.status !== 0) {
      times.push(["build", (performance.now() - started) / 1000, built.status]);
      fail(built.status, "react-router build");
    }
    env.E2E_SKIP_BUILD = "1";
    const waited = performance.now();
    const answering = await serverAnswering();
    process.stdout.write(Buffer.concat(serverOutput));
    holdServerOutput = false;
    console.log(
      `(e2e server, started after the build: waited ${((performance.now() - waited) / 1000).toFixed(1)} s for it)`,
    );
    if (!answering) {
      times.push(["e2e server", (performance.now() - started) / 1000, 1]);
      fail(1, "node scripts/e2e-server.mjs");
    }
    env.E2E_SERVER_STARTED = "1";
  }
  // Not spawnSync: the event loop must keep running, so the server starts the moment the build is done.
  const status = await new Promise((resolve) =>
    spawn(command, args, { stdio: "inherit", env }).on("close", (code) => resolve(code ?? 1)),
  );
  times.push([name, (performance.now() - started) / 1000, status]);
  if (status !== 0) fail(status, `${command} ${args.join(" ")}`);
}
stopServer();
report();
