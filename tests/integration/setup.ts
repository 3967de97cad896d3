import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The real migrations, applied to this test file's D1 before any test runs.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
