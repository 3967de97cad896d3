// npm test: typecheck, lint, then vitest inside workerd, then Playwright in Chromium. Stops at the first
// failure. At the end (or at the failure) it prints how long each stage took, so a slow stage shows.
import { spawnSync } from "node:child_process";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

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
for (const [name, command, args] of stages) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const status = result.status ?? 1;
  times.push([name, (performance.now() - started) / 1000, status]);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    report();
    process.exit(status);
  }
}
report();
