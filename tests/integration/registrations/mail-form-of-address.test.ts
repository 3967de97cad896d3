import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMAL, INFORMAL, setAddress, words } from "../form-of-address-helpers";
import { fetchWorker, formStamp, postForm } from "../helpers";
import { mailsTo, registrationEvent } from "./fixtures";

/** A person's post of the registration form, in German. */
async function register(eventId: number, name: string, email: string) {
  return postForm(`/anmeldung/events/${eventId}`, { consent: "on", lang: "de", name, email, ...(await formStamp()) });
}

/** Every mail to an address, subject and text, as the reader gets it. */
async function mailText(address: string) {
  return (await mailsTo(address)).map((mail) => `${mail.subject}\n${mail.text}`).join("\n");
}

describe("the registration mails address the visitor as the site does (Sie or du)", () => {
  beforeAll(async () => {
    await fetchWorker("/events");
  });
  afterAll(async () => {
    await setAddress("sie");
  });

  it("a site that says du writes du in the confirmation, the waiting-list and the duplicate mail", async () => {
    await setAddress("du");
    const event = await registrationEvent({ registration_capacity: 1, registration_waitlist: true });
    await register(event.id, "Ada", "ada@example.com");
    await register(event.id, "Bob", "bob@example.com");
    await register(event.id, "Ada again", "ada@example.com");
    for (const address of ["ada@example.com", "bob@example.com"]) {
      const text = await mailText(address);
      expect(words(text, INFORMAL).length, text).toBeGreaterThan(0);
      expect(words(text, FORMAL), text).toEqual([]);
    }
    expect(await mailText("ada@example.com")).toContain("deine Anmeldung ist bestätigt");
  });

  it("a site that says Sie keeps Sie", async () => {
    await setAddress("sie");
    const event = await registrationEvent({ registration_capacity: 1, registration_waitlist: true });
    await register(event.id, "Ada", "ada@example.com");
    await register(event.id, "Bob", "bob@example.com");
    for (const address of ["ada@example.com", "bob@example.com"]) {
      const text = await mailText(address);
      expect(words(text, FORMAL).length, text).toBeGreaterThan(0);
      expect(words(text, INFORMAL), text).toEqual([]);
    }
  });
});
