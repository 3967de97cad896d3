import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

type Db = DrizzleD1Database<typeof schema>;
type Role = "admin" | "moderator" | "user";

/**
 * Creates a confirmed user with an e-mail/password account and the given role, or gives an existing
 * user that role. An existing user's password is only replaced when `resetPassword` is set.
 * The password is hashed with better-auth's own hasher so sign-in verifies it.
 */
export async function ensureUser(
  db: Db,
  {
    email,
    password,
    name,
    role,
    resetPassword = false,
  }: { email: string; password: string; name: string; role: Role; resetPassword?: boolean },
): Promise<"created" | "updated" | "unchanged"> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(schema.user).where(eq(schema.user.email, normalized)).limit(1);
  if (existing) {
    const changes =
      existing.role === role ? null : db.update(schema.user).set({ role }).where(eq(schema.user.id, existing.id));
    if (changes) await changes;
    if (resetPassword) {
      await db
        .update(schema.account)
        .set({ password: await hashPassword(password) })
        .where(eq(schema.account.userId, existing.id));
    }
    return changes || resetPassword ? "updated" : "unchanged";
  }
  const id = crypto.randomUUID();
  const hash = await hashPassword(password);
  await db.batch([
    db.insert(schema.user).values({ id, name, email: normalized, emailVerified: true, role }),
    db
      .insert(schema.account)
      .values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash }),
  ]);
  return "created";
}

/** Creates an administrator, or promotes an existing user to admin (the local demo admin). */
export async function ensureAdminUser(
  db: Db,
  options: { email: string; password: string; name: string; resetPassword?: boolean },
): Promise<"created" | "promoted" | "unchanged"> {
  const outcome = await ensureUser(db, { ...options, role: "admin" });
  return outcome === "updated" ? "promoted" : outcome;
}
