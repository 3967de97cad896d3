// npm test: typecheck, lint, then vitest inside workerd, then Playwright in Chromium. Stops at the first
// failure. At the end (or at the failure) it prints how long each stage took, so a slow stage shows.
import { spawn, spawnSync } from "node:child_process";

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

const stages = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["vitest", "npx", ["vitest", "run"]],
  ["playwright", "npx", ["playwright", "test"]],
];
const times = [];
const report = () => {
  const total = times.reduce((sum, [, s]) => sum + s, 0);
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
  // A build still running for a stage that will not come is stopped with the run.
  if (builder.exitCode === null) builder.kill();
  process.exit(status);
};
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
  }
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const status = result.status ?? 1;
  times.push([name, (performance.now() - started) / 1000, status]);
  if (status !== 0) fail(status, `${command} ${args.join(" ")}`);
}
report();
