import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { newCancelKey, registerSeat } from "../../../app/lib/registrations/index.server";
import { sessionAs } from "../auth-helpers";
import { fetchWorker, postForm } from "../helpers";
import { mailsTo, registrationEvent, registrationsOf } from "./fixtures";

async function seat(eventId: number, who: string) {
  return registerSeat(env.DB, {
    target: "events",
    eventId,
    name: who === "eve" ? "=HYPERLINK(1)" : who,
    email: `${who}@example.com`,
    lang: "de",
    answers: ["vegan"],
    cancelKey: newCancelKey(),
  });
}

describe("staff and an event's registrations", () => {
  // Signing in and the first back-office page build the app once; that belongs to no test's time.
  beforeAll(async () => {
    const { cookie } = await sessionAs("moderator");
    await sessionAs("admin");
    await sessionAs("user");
    await fetchWorker("/admin/anmeldungen", { headers: { Cookie: cookie } });
  });

  it("a moderator sees the list and counts, cancels a seat (the first waiting moves up, mailed) and exports a safe CSV", async () => {
    const event = await registrationEvent({
      registration_capacity: 2,
      registration_waitlist: true,
      registration_q1: "Essen",
    });
    for (const who of ["ada", "eve", "bob"]) await seat(event.id, who);
    const { cookie } = await sessionAs("moderator");
    const base = `/admin/anmeldungen/events/${event.id}`;
    const page = await fetchWorker(base, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("ada@example.com");
    expect(html).toMatch(/data-testid="count-waiting"[\s\S]*?>1</);

    const [ada, , bob] = await registrationsOf(event.id);
    const res = await postForm(
      base,
      { intent: "status", registration: String(ada!.id), status: "cancelled" },
      { Cookie: cookie },
    );
    expect(res.status).toBe(200);
    expect((await registrationsOf(event.id)).map((row) => row.status)).toEqual(["cancelled", "confirmed", "confirmed"]);
    expect((await mailsTo("bob@example.com")).map((mail) => mail.subject)).toEqual([
      "Ein Platz ist frei geworden: Sommerwerkstatt",
    ]);
    expect(bob!.status).toBe("waiting");

    const csv = await (await fetchWorker(`${base}/export.csv`, { headers: { Cookie: cookie } })).text();
    expect(csv).toContain("Name,E-Mail,Sprache,Status,Angemeldet am,Essen");
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).toContain("bob@example.com,de,Bestätigt");
  });

  it("the check-in marks one attended with one post; bad input is a 400 with field errors; a plain user gets nothing", async () => {
    const event = await registrationEvent({ registration_capacity: 5 });
    await seat(event.id, "ada");
    const [ada] = await registrationsOf(event.id);
    const { cookie } = await sessionAs("admin");
    const base = `/admin/anmeldungen/events/${event.id}`;
    const door = await fetchWorker(`${base}/check-in?q=AD`, { headers: { Cookie: cookie } });
    expect(await door.text()).toContain("ada");
    await postForm(
      `${base}/check-in`,
      { intent: "status", registration: String(ada!.id), status: "attended" },
      { Cookie: cookie },
    );
    expect((await registrationsOf(event.id))[0]!.status).toBe("attended");

    const bad = await postForm(base, { intent: "add", name: "", email: "nope" }, { Cookie: cookie });
    expect(bad.status).toBe(400);
    const added = await postForm(
      base,
      { intent: "add", name: "Door", email: "door@example.com", lang: "en" },
      { Cookie: cookie },
    );
    expect(added.status).toBe(200);
    expect((await registrationsOf(event.id)).map((row) => row.email)).toEqual(["ada@example.com", "door@example.com"]);

    const user = await sessionAs("user");
    for (const path of [base, `${base}/export.csv`, `${base}/check-in`]) {
      const res = await fetchWorker(path, { headers: { Cookie: user.cookie } });
      expect(res.status === 403 || res.status === 302).toBe(true);
    }
    const forged = await postForm(
      base,
      { intent: "status", registration: String(ada!.id), status: "cancelled" },
      { Cookie: user.cookie },
    );
    expect([302, 403]).toContain(forged.status);
    expect((await registrationsOf(event.id))[0]!.status).toBe("attended");
  });
});
