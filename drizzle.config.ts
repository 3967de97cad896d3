import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes SQL into migrations/; wrangler applies it (`npm run db:migrate:*`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
});
