// npm start: build, migrate and seed the local D1, then serve the built Worker with wrangler.
import { spawn } from "node:child_process";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, ensureDevVars, PERSIST_TO } from "./local-env.mjs";
import { run } from "./run.mjs";

const port = process.env.PORT || "8787";

ensureDevVars(); // before the build: it copies .dev.vars next to the built Worker
run("npx", ["react-router", "build"]);
run("node", ["scripts/prepare-local.mjs"]);

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
    PERSIST_TO,
    "--show-interactive-dev-session=false",
  ],
  {
    stdio: ["inherit", "pipe", "inherit"],
  },
);
let announced = false;
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready on/.test(String(chunk))) {
    announced = true;
    console.log(`\n  Site:        http://localhost:${port}`);
    console.log(`  Demo admin:  ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}  (local only)`);
    console.log("  Schedule:    scheduled drafts are published every minute (wrangler dev runs no crons by itself)\n");
    startMinuteCron();
  }
});

// wrangler dev does not fire cron triggers; this asks the Worker's scheduled() to run the every-minute
// schedule, as Cloudflare would, so scheduled publishing works on the local site too.
function startMinuteCron() {
  const url = `http://127.0.0.1:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("* * * * *")}`;
  const tick = () => fetch(url).catch(() => {});
  setTimeout(
    () => {
      void tick();
      setInterval(tick, 60_000).unref();
    },
    60_000 - (Date.now() % 60_000),
  ).unref();
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
