// Tiny helper to run a command with inherited output and fail loudly.
import { spawnSync } from "node:child_process";

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
