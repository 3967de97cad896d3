import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";

// Tests run inside workerd against a real local D1 with the real migrations, calling the real Worker.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            BETTER_AUTH_SECRET: "test-secret-not-for-production-0123456789abcdef",
            NEWSLETTER_SIGNING_SECRET: "test-newsletter-signing-secret-0123456789",
            // Every response reports its D1 round-trips (X-D1-Round-Trips); tests/unit/caching.test.ts checks them.
            D1_COUNT_HEADER: "1",
          },
        },
      }),
      tailwindcss(),
      reactRouter(),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["tests/unit/**/*.test.ts"],
      setupFiles: ["./tests/unit/setup.ts"],
      // Vitest's on-disk module cache replays lucide-react's 1.7 MB icon index as ONE message to
      // workerd, which refuses it ("WebSocket 1009: Message is too large") from the second test file on.
      fsModuleCache: false,
      // One workerd per worker for all test files instead of one per file: each file used to start a
      // runtime and load the whole server build again (about 15-30 s a file on a busy machine; now
      // once). The files share that worker's local D1, so every file clears the tables it counts
      // (clearTables) and none may assume an empty database.
      isolate: false,
      // One runtime. Two side by side (VITEST_WORKERS=2) are faster, but their files were seen to meet
      // in one database: a congress list counted a speaker another file had just added, in two of
      // three full runs. Until each runtime is shown to have its own D1, one it is.
      maxWorkers: Number(process.env.VITEST_WORKERS || 1),
      // Generous: the first request of a file loads the whole server build, and sign-ins hash passwords;
      // on a busy 2-core machine that alone can take tens of seconds. Speed is measured by npm run bench.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
});
