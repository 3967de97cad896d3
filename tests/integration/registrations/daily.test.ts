import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import {
  reduceOldRegistrations,
  sendRegistrationReminders,
  newCancelKey,
  registerSeat,
} from "../../../app/lib/registrations/index.server";
import { testDb } from "../helpers";
import { mailsTo, registrationEvent, registrationsOf } from "./fixtures";

async function seat(eventId: number, who: string, lang: "de" | "en" = "de") {
  return registerSeat(env.DB, {
    target: "events",
    eventId,
    name: who,
    email: `${who}@example.com`,
    lang,
    answers: ["x"],
    cancelKey: newCancelKey(),
    byStaff: true,
  });
}

describe("the daily job's registrations", () => {
  it("reminds each confirmed registration of tomorrow's event once, in its language", async () => {
    // Tomorrow in Berlin, seen from the evening before; the waiting list gets no reminder.
    const event = await registrationEvent({
      starts_at: new Date("2030-03-15T09:00:00+01:00"),
      ends_at: null,
      registration_capacity: 2,
      registration_waitlist: true,
    });
    await seat(event.id, "ada", "en");
    await seat(event.id, "bob");
    await seat(event.id, "cy");
    const evening = new Date("2030-03-14T20:00:00+01:00");
    const origin = "https://site.example";
    expect(await sendRegistrationReminders(env, evening, origin)).toBe(2);
    expect(await sendRegistrationReminders(env, evening, origin)).toBe(0);
    expect((await mailsTo("ada@example.com")).map((mail) => mail.subject)).toEqual(["Tomorrow: Summer workshop"]);
    expect((await mailsTo("bob@example.com")).map((mail) => mail.subject)).toEqual(["Morgen: Sommerwerkstatt"]);
    expect(await mailsTo("cy@example.com")).toEqual([]);
    // Two days before, nothing is due.
    await testDb().update(schema.eventRegistrations).set({ reminded_at: null });
    expect(await sendRegistrationReminders(env, new Date("2030-03-13T20:00:00+01:00"), origin)).toBe(0);
  });

  it("reduces a past event's registrations to counts after the period of the general settings", async () => {
    const event = await registrationEvent({
      starts_at: new Date("2030-01-10T10:00:00+01:00"),
      ends_at: new Date("2030-01-10T18:00:00+01:00"),
    });
    await seat(event.id, "ada");
    await seat(event.id, "bob");
    await testDb()
      .insert(schema.generalSettings)
      .values({ id: 1, registration_keep_days: 30 })
      .onConflictDoUpdate({ target: schema.generalSettings.id, set: { registration_keep_days: 30 } });
    expect(await reduceOldRegistrations(env.DB, new Date("2030-02-08T12:00:00+01:00"))).toBe(0);
    expect(await reduceOldRegistrations(env.DB, new Date("2030-02-10T12:00:00+01:00"))).toBe(2);
    const rows = await registrationsOf(event.id);
    expect(rows.map((row) => [row.name, row.email, row.answers, row.status])).toEqual([
      ["", null, null, "confirmed"],
      ["", null, null, "confirmed"],
    ]);
    await testDb()
      .update(schema.generalSettings)
      .set({ registration_keep_days: 90 })
      .where(eq(schema.generalSettings.id, 1));
  });
});
