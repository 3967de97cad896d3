import { contactMessages } from "~db/schema";
import type { Db } from "./db.server";
import { clientKey, hitRateLimit, type RateLimitRule } from "./rate-limit.server";
import type { ContactInput } from "./schemas/contact";

/** At most five messages per visitor address in ten minutes; enough for a person, not for a bot. */
const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact:ip", limit: 5, windowMs: 10 * 60 * 1000 };

/** Counts one message for the visitor's address; `ok: false` once over the limit. */
export function hitContactRateLimit(db: D1Database, request: Request) {
  return hitRateLimit(db, CONTACT_RATE_LIMIT, clientKey(request));
}

/**
 * Stores a validated contact message. The website column holds the visitor's own website when
 * given (already normalised to an absolute http(s) URL), otherwise null: unlike the newsletter,
 * whose form has no website field, here the column is the visitor's answer, and the back office
 * shows it as such. That is why the spec's default website tag is not stored here
 * (docs/decisions/0020-what-staff-edit-reaches-visitors.md).
 */
export async function storeContactMessage(db: Db, input: ContactInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      phone: input.phone || null,
      company: input.company || null,
      website: input.website ?? null,
    })
    .returning({ id: contactMessages.id });
  return row;
}
