import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

type Db = DrizzleD1Database<typeof schema>;

/**
 * Creates an administrator with an e-mail/password account, or promotes an existing user to admin.
 * An existing user's password is only replaced when `resetPassword` is set.
 * The password is hashed with better-auth's own hasher so sign-in verifies it.
 */
export async function ensureAdminUser(
  db: Db,
  { email, password, name, resetPassword = false }: { email: string; password: string; name: string; resetPassword?: boolean },
): Promise<"created" | "promoted" | "unchanged"> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(schema.user).where(eq(schema.user.email, normalized)).limit(1);
  if (existing) {
    const changes = existing.role === "admin" ? null : db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, existing.id));
    if (changes) await changes;
    if (resetPassword) {
      await db
        .update(schema.account)
        .set({ password: await hashPassword(password) })
        .where(eq(schema.account.userId, existing.id));
    }
    return changes || resetPassword ? "promoted" : "unchanged";
  }
  const id = crypto.randomUUID();
  const hash = await hashPassword(password);
  await db.batch([
    db.insert(schema.user).values({ id, name, email: normalized, emailVerified: true, role: "admin" }),
    db.insert(schema.account).values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash }),
  ]);
  return "created";
}
