// npm test: typecheck, then vitest inside workerd, then Playwright in Chromium. Stops at the first failure.
import { run } from "./run.mjs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

run("npm", ["run", "typecheck"]);
run("npx", ["vitest", "run"]);
run("npx", ["playwright", "test"]);
