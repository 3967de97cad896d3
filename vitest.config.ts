import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { enhanceModules } from "./vite/enhance-modules.ts";
import { schemaVersion } from "./vite/schema-version.ts";

// Tests run inside workerd against a real local D1 with the real migrations, calling the real Worker.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Backup tests only (tests/integration/backup/): a site to export and an empty database to restore
          // into, so the round trip never empties the D1 the other test files share.
          d1Databases: { BACKUP_SOURCE_DB: "backup-source-db", RESTORE_DB: "restore-db" },
          bindings: {
            TEST_MIGRATIONS: migrations,
            BETTER_AUTH_SECRET: "test-secret-not-for-production-0123456789abcdef",
            NEWSLETTER_SIGNING_SECRET: "test-newsletter-signing-secret-0123456789",
            PREVIEW_SECRET: "test-preview-signing-secret-0123456789",
            // Every response reports its D1 round-trips (X-D1-Round-Trips); tests/integration/platform/caching.test.ts checks them.
            D1_COUNT_HEADER: "1",
            // Tests write rows straight into D1, which the back office's version bump never sees: the
            // page cache is off here and on in tests/integration/platform/page-cache.test.ts (it passes its own env).
            PAGE_CACHE: "off",
            // React's production build renders pages, as in the deployed Worker: the development build's
            // checks made the fuzz file's ~3,000 page renders 122 s instead of 96 s, the whole run 140 s
            // instead of 125 s.
            NODE_ENV: "production",
            // The WordPress import may fetch from a test server on this machine; production never has this
            // (tests/integration/wordpress/media-fetch.test.ts shows loopback refused without it).
            WORDPRESS_FETCH_ALLOW_LOOPBACK: "1",
          },
        },
      }),
      tailwindcss(),
      reactRouter(),
      enhanceModules(),
      schemaVersion(),
    ],
    resolve: {
      tsconfigPaths: true,
      // The React Router plugin compiles the app's JSX for development under vitest (calls to `jsxDEV`),
      // which React's production build leaves undefined; this module answers those calls with `jsx`.
      alias: [
        {
          find: /^react\/jsx-dev-runtime$/,
          replacement: path.join(import.meta.dirname, "tests/integration/jsx-dev-runtime.ts"),
        },
      ],
    },
    test: {
      include: ["tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/setup.ts"],
      // Vitest's on-disk module cache replays lucide-react's 1.7 MB icon index as ONE message to
      // workerd, which refuses it ("WebSocket 1009: Message is too large") from the second test file on.
      fsModuleCache: false,
      // One workerd per worker for all test files instead of one per file: each file used to start a
      // runtime and load the whole server build again (about 15-30 s a file on a busy machine; now
      // once). The files share that worker's local D1, so every file clears the tables it counts
      // (clearTables) and none may assume an empty database.
      isolate: false,
      // Two runtimes side by side, one per core. Each has a D1 of its own (a file in one runtime never
      // sees a row a file in the other wrote: checked with two files that wrote and looked for each
      // other's rows at the same time); files in the same runtime share theirs, as above.
      // VITEST_WORKERS=1 runs everything in one runtime.
      maxWorkers: Number(process.env.VITEST_WORKERS || 2),
      // Generous: the first request of a file loads the whole server build, and sign-ins hash passwords;
      // on a busy 2-core machine that alone can take tens of seconds. Speed is measured by npm run bench.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
});
