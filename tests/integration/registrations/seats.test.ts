import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  cancelRegistration,
  newCancelKey,
  registerSeat,
  registrationById,
} from "../../../app/lib/registrations/index.server";
import { registrationEvent, registrationsOf } from "./fixtures";

/** `count` people registering for the event at the same moment. */
async function crowd(eventId: number, count: number, prefix: string) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      registerSeat(env.DB, {
        target: "events",
        eventId,
        name: `${prefix} ${i}`,
        email: `${prefix}${i}@example.com`,
        lang: "de",
        answers: [],
        cancelKey: newCancelKey(),
      }),
    ),
  );
}

const tally = (rows: { status: string }[]) =>
  rows.reduce<Record<string, number>>((sum, row) => ({ ...sum, [row.status]: (sum[row.status] ?? 0) + 1 }), {});

describe("seats are decided by one conditional write", () => {
  it("100 registrations at once for the last 10 seats: exactly 10 confirmed and 90 waiting", async () => {
    const event = await registrationEvent({ registration_capacity: 15, registration_waitlist: true });
    await crowd(event.id, 5, "early");
    const outcomes = await crowd(event.id, 100, "rush");
    expect(outcomes.filter((o) => o.kind === "confirmed")).toHaveLength(10);
    expect(outcomes.filter((o) => o.kind === "waiting")).toHaveLength(90);
    expect(tally(await registrationsOf(event.id))).toEqual({ confirmed: 15, waiting: 90 });
  });

  it("without a waiting list the other 90 are refused and nothing is stored for them", async () => {
    const event = await registrationEvent({ registration_capacity: 10, registration_waitlist: false });
    const outcomes = await crowd(event.id, 100, "rush");
    expect(outcomes.filter((o) => o.kind === "confirmed")).toHaveLength(10);
    expect(outcomes.filter((o) => o.kind === "full")).toHaveLength(90);
    expect(tally(await registrationsOf(event.id))).toEqual({ confirmed: 10 });
  });

  it("the same address registers once per event, in any case of its letters", async () => {
    const event = await registrationEvent({ registration_capacity: 5 });
    const base = { target: "events" as const, eventId: event.id, name: "Ada", lang: "de" as const, answers: [] };
    const first = await registerSeat(env.DB, { ...base, email: "ada@example.com", cancelKey: "a" });
    const again = await registerSeat(env.DB, { ...base, email: " ADA@example.com", cancelKey: "b" });
    expect(first.kind).toBe("confirmed");
    expect(again).toMatchObject({ kind: "duplicate", status: "confirmed" });
    expect(await registrationsOf(event.id)).toHaveLength(1);
  });

  it("after the deadline nobody registers, staff still can", async () => {
    const event = await registrationEvent({ registration_deadline: new Date("2020-01-01T00:00:00Z") });
    const base = { target: "events" as const, eventId: event.id, name: "Ada", lang: "de" as const, answers: [] };
    expect(await registerSeat(env.DB, { ...base, email: "late@example.com", cancelKey: "c" })).toEqual({
      kind: "closed",
    });
    const byStaff = await registerSeat(env.DB, { ...base, email: "door@example.com", cancelKey: "d", byStaff: true });
    expect(byStaff.kind).toBe("confirmed");
  });

  it("a cancelled seat goes to the first person waiting, in order, and a second cancel changes nothing", async () => {
    const event = await registrationEvent({ registration_capacity: 2, registration_waitlist: true });
    for (const who of ["a", "b", "c", "d"]) {
      await registerSeat(env.DB, {
        target: "events",
        eventId: event.id,
        name: who,
        email: `${who}@example.com`,
        lang: "de",
        answers: [],
        cancelKey: who,
      });
    }
    const [a, , c] = await registrationsOf(event.id);
    const ref = (await registrationById(env.DB, a!.id))!;
    // Two cancels of the same seat at once (a double click) free one seat, never two.
    const [first, second] = await Promise.all([cancelRegistration(env.DB, ref), cancelRegistration(env.DB, ref)]);
    expect([first.promoted, second.promoted].flat()).toEqual([c!.id]);
    expect((await registrationsOf(event.id)).map((row) => `${row.name}:${row.status}`)).toEqual([
      "a:cancelled",
      "b:confirmed",
      "c:confirmed",
      "d:waiting",
    ]);
  });
});
