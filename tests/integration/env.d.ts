import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      BACKUP_SOURCE_DB: D1Database;
      RESTORE_DB: D1Database;
    }
  }
}
