import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, formStamp, postForm, testDb } from "../helpers";
import { mailsTo } from "./fixtures";

/** A coming congress date; `extra` sets its registration. */
async function congressDate(extra: Partial<typeof schema.congressEvents.$inferInsert> = {}) {
  await clearTables(schema.eventRegistrations, schema.outboxEmails, schema.congressSpeakers, schema.congressEvents);
  const [row] = await testDb()
    .insert(schema.congressEvents)
    .values({
      title: "Kongress Mut",
      title_en: "Courage congress",
      subtitle: "Zwei Tage",
      description: "Beschreibung",
      date_text: "",
      location: "Köln",
      tickets_text: "frei",
      image_url: "https://example.com/k.jpg",
      external_url: "https://tickets.example.com/kongress",
      starts_at: new Date("2099-09-01T09:00:00+02:00"),
      ends_at: new Date("2099-09-02T17:00:00+02:00"),
      ...extra,
    })
    .returning();
  return row!;
}

describe("registration on the congress page", () => {
  // The first page of a run builds the whole app; that belongs to no test's time.
  beforeAll(async () => {
    await fetchWorker("/kongress");
  });

  it("a date whose registration is here shows its form and seats in both languages instead of the external link", async () => {
    const date = await congressDate({
      registration_mode: "here",
      registration_capacity: 3,
      registration_q1: "Workshop",
      registration_q1_choices: "Morgen | Abend",
      registration_q1_choices_en: "Morning | Evening",
    });
    const html = await (await fetchWorker("/kongress")).text();
    expect(html).toContain("Noch 3 Plätze frei");
    expect(html).toContain(`action="/anmeldung/kongress/${date.id}"`);
    expect(html).toContain('<option value="1">Abend</option>');
    expect(html).not.toContain("tickets.example.com");
    const english = await (await fetchWorker("/en/congress")).text();
    expect(english).toContain("3 seats left");
    expect(english).toContain(`action="/en/registration/kongress/${date.id}"`);
    expect(english).toContain('<option value="1">Evening</option>');
  });

  it("the plain form registers: back to the congress page, a confirmation mail, one seat fewer", async () => {
    const date = await congressDate({ registration_mode: "here", registration_capacity: 2 });
    const res = await postForm(`/anmeldung/kongress/${date.id}`, {
      name: "Ada",
      email: "ada@example.com",
      consent: "on",
      lang: "de",
      ...(await formStamp()),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/kongress");
    const rows = await testDb()
      .select()
      .from(schema.eventRegistrations)
      .where(eq(schema.eventRegistrations.congress_event_id, date.id));
    expect(rows.map((row) => row.status)).toEqual(["confirmed"]);
    expect((await mailsTo("ada@example.com")).map((mail) => mail.subject)).toEqual([
      "Anmeldung bestätigt: Kongress Mut",
    ]);
    expect(await (await fetchWorker("/kongress")).text()).toContain("Noch 1 Platz frei");
  });

  it("a date registered elsewhere keeps its external link and shows no form", async () => {
    await congressDate();
    const html = await (await fetchWorker("/kongress")).text();
    expect(html).toContain("https://tickets.example.com/kongress");
    expect(html).not.toContain('data-testid="registration"');
  });
});
