import { eq } from "drizzle-orm";
import { newsletterSubscriptions } from "../../db/schema";
import type { Db } from "./db.server";
import type { NewsletterInput } from "./schemas/newsletter";

/**
 * Subscribes an address. An address that is already on the list is not an error: it is
 * (re)activated and reported as already subscribed. The unique index makes concurrent
 * submissions of the same address safe.
 */
export async function subscribeToNewsletter(db: Db, input: NewsletterInput, website: string) {
  const email = input.email.toLowerCase();
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, name: input.name || null, website, is_active: true })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length > 0) return { status: "subscribed" as const };
  await db.update(newsletterSubscriptions).set({ is_active: true }).where(eq(newsletterSubscriptions.email, email));
  return { status: "already-subscribed" as const };
}
