import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "../../db/schema";

export type Db = DrizzleD1Database<typeof schema>;

/** One Drizzle client per D1 binding; cheap to create, so no caching across requests. */
export function getDb(env: Pick<Env, "DB">): Db {
  return drizzle(env.DB, { schema });
}

export { schema };
