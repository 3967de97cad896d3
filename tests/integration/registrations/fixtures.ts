import { eq } from "drizzle-orm";
import * as schema from "~db/schema";
import { clearTables, testDb } from "../helpers";

/** An event far ahead that takes registrations here; `extra` sets seats, waiting list, deadline. */
export async function registrationEvent(extra: Partial<typeof schema.events.$inferInsert> = {}) {
  await clearTables(schema.eventRegistrations, schema.outboxEmails, schema.eventOrganizers, schema.events);
  const [row] = await testDb()
    .insert(schema.events)
    .values({
      title: "Sommerwerkstatt",
      title_en: "Summer workshop",
      subtitle: "Ein Tag",
      description: "Beschreibung",
      date_text: "",
      location: "Berlin",
      tickets_text: "frei",
      image_url: "https://example.com/i.jpg",
      external_url: "",
      slug: "sommerwerkstatt",
      slug_en: "summer-workshop",
      starts_at: new Date("2099-07-01T10:00:00+02:00"),
      ends_at: new Date("2099-07-01T17:00:00+02:00"),
      registration_mode: "here",
      ...extra,
    })
    .returning();
  return row!;
}

export async function registrationsOf(eventId: number) {
  return testDb()
    .select()
    .from(schema.eventRegistrations)
    .where(eq(schema.eventRegistrations.event_id, eventId))
    .orderBy(schema.eventRegistrations.id);
}

export async function mailsTo(address: string) {
  return testDb().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, address));
}
