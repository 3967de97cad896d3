import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { fetchWorker, formStamp, postForm } from "../helpers";
import { mailsTo, registrationEvent, registrationsOf } from "./fixtures";

/** A person's post of the registration form (a fresh stamp, the consent ticked). */
async function register(eventId: number, fields: Record<string, string>, lang: "de" | "en" = "de") {
  const path = lang === "en" ? `/en/registration/events/${eventId}` : `/anmeldung/events/${eventId}`;
  return postForm(path, { consent: "on", lang, ...(await formStamp()), ...fields });
}

const cancelLinkIn = (text: string) =>
  /https?:\/\/[^\s]+\/anmeldung\/link\/[^\s]+|https?:\/\/[^\s]+\/en\/registration\/link\/[^\s]+/.exec(text)?.[0];

describe("registration on the event's page", () => {
  // The first page of a run builds the whole app; that belongs to no test's time.
  beforeAll(async () => {
    await fetchWorker("/events");
  });

  it("the page shows the seats left and the form instead of the external link; its offer follows the seats", async () => {
    const event = await registrationEvent({
      registration_capacity: 2,
      registration_q1: "Essen",
      registration_q1_choices: "vegetarisch | vegan",
    });
    const html = await (await fetchWorker("/events/sommerwerkstatt")).text();
    expect(html).toContain("Noch 2 Plätze frei");
    expect(html).toContain(`action="/anmeldung/events/${event.id}"`);
    expect(html).toContain('<option value="1">vegan</option>');
    expect(html).toContain('"availability":"https://schema.org/LimitedAvailability"');
    const english = await (await fetchWorker("/en/events/summer-workshop")).text();
    expect(english).toContain("2 seats left");
    expect(english).toContain(`action="/en/registration/events/${event.id}"`);
  });

  it("a person registers without JavaScript: back to the page with the message, a confirmation with the calendar file", async () => {
    const event = await registrationEvent({
      registration_capacity: 1,
      registration_waitlist: true,
      registration_q1: "Essen",
      registration_q1_choices: "vegetarisch | vegan",
      registration_q1_choices_en: "vegetarian | vegan",
    });
    const res = await register(event.id, { name: "Ada", email: "ada@example.com", q1: "1" }, "en");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/en/events/summer-workshop");
    expect(decodeURIComponent(res.headers.get("Set-Cookie") ?? "")).toContain("Your seat is reserved");
    const [row] = await registrationsOf(event.id);
    expect(row).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
      status: "confirmed",
      lang: "en",
      answers: '["vegan"]',
    });

    const [mail] = await mailsTo("ada@example.com");
    expect(mail!.subject).toBe("Registration confirmed: Summer workshop");
    expect(cancelLinkIn(mail!.text)).toMatch(/\/en\/registration\/link\/\d+-/);
    const [file] = JSON.parse(mail!.attachments!) as { filename: string; content: string }[];
    const calendar = new ICAL.Component(ICAL.parse(file!.content));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstProperty("dtstart")!.getParameter("tzid")).toBe(
      "Europe/Berlin",
    );

    // The seat is gone: the page now offers the waiting list.
    expect(await (await fetchWorker("/events/sommerwerkstatt")).text()).toContain(">Warteliste<");
  });

  it("the same address again gets the page's same answer; only its owner learns of it, by mail", async () => {
    const event = await registrationEvent({ registration_capacity: 5 });
    const first = await register(event.id, { name: "Ada", email: "ada@example.com" });
    const other = await register(event.id, { name: "Bob", email: "bob@example.com" });
    const again = await register(event.id, { name: "Mallory", email: "ADA@example.com" });
    for (const res of [first, again]) expect(res.headers.get("Location")).toBe("/events/sommerwerkstatt");
    expect(again.headers.get("Set-Cookie")).toBe(other.headers.get("Set-Cookie"));
    expect((await registrationsOf(event.id)).map((row) => row.name)).toEqual(["Ada", "Bob"]);
    const mails = await mailsTo("ada@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Anmeldung bestätigt: Sommerwerkstatt",
      "Ihre Anmeldung für Sommerwerkstatt",
    ]);
  });

  it("bad input is answered with field errors and the typed values, 400; a robot's post stores nothing", async () => {
    const event = await registrationEvent();
    const res = await register(event.id, { name: "Ada", email: "nicht-gültig", consent: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    expect(html).toContain("Bitte stimmen Sie zu");
    expect(html).toContain('value="Ada"');
    const robot = await postForm(`/anmeldung/events/${event.id}`, {
      name: "R",
      email: "r@example.com",
      consent: "on",
      company_website: "x",
      ...(await formStamp()),
    });
    expect(robot.status).toBe(302);
    expect(await registrationsOf(event.id)).toEqual([]);
  });

  it("full without a waiting list and after the deadline the page says so and the post takes nothing", async () => {
    const full = await registrationEvent({ registration_capacity: 1 });
    await register(full.id, { name: "Ada", email: "ada@example.com" });
    expect(await (await fetchWorker("/events/sommerwerkstatt")).text()).toContain("ausgebucht");
    const late = await register(full.id, { name: "Bob", email: "bob@example.com" });
    expect(decodeURIComponent(late.headers.get("Set-Cookie") ?? "")).toContain("Leider ausgebucht");
    expect(await registrationsOf(full.id)).toHaveLength(1);

    await registrationEvent({ registration_deadline: new Date("2020-01-01T00:00:00Z") });
    expect(await (await fetchWorker("/events/sommerwerkstatt")).text()).toContain("Anmeldeschluss vorbei");
  });

  it("the cancel link asks first, cancels on the button, and the first person waiting moves up with a mail", async () => {
    const event = await registrationEvent({ registration_capacity: 1, registration_waitlist: true });
    await register(event.id, { name: "Ada", email: "ada@example.com" });
    await register(event.id, { name: "Bob", email: "bob@example.com" }, "en");
    const link = new URL(cancelLinkIn((await mailsTo("ada@example.com"))[0]!.text)!);
    const shown = await fetchWorker(link.pathname);
    expect(await shown.text()).toContain("Sie sind angemeldet.");
    expect((await registrationsOf(event.id)).map((row) => row.status)).toEqual(["confirmed", "waiting"]);

    const done = await postForm(link.pathname, { intent: "cancel" });
    expect(await done.text()).toContain("Sie sind abgemeldet.");
    expect((await registrationsOf(event.id)).map((row) => row.status)).toEqual(["cancelled", "confirmed"]);
    const bob = await mailsTo("bob@example.com");
    expect(bob.map((mail) => mail.subject)).toEqual([
      "Waiting list: Summer workshop",
      "A seat has become free: Summer workshop",
    ]);
    expect(bob[1]!.attachments).toContain("BEGIN:VCALENDAR");

    // The same link deletes the data on request; afterwards it is void.
    await postForm(link.pathname, { intent: "forget" });
    expect((await registrationsOf(event.id)).map((row) => row.name)).toEqual(["Bob"]);
    expect(await (await fetchWorker(link.pathname)).text()).toContain("nicht (mehr) gültig");
    // A forged token is no registration.
    expect(await (await fetchWorker(link.pathname.replace(/-.{5}/, "-AAAAA"))).text()).toContain("nicht (mehr) gültig");
  });
});
