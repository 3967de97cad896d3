import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { normalizeWebsite } from "../../../app/lib/contact";
import { clearTables, fetchWorker, formStamp, postForm, testDb } from "../helpers";

const valid = {
  name: "Anna Beispiel",
  email: "anna@example.com",
  company: "Beispiel GmbH",
  phone: "+49 30 123456",
  website: "https://anna.example.com",
  message: "Ich interessiere mich für ein Coaching.",
};

/** What the browser's fetcher sends: the route's data URL, the `_js` marker and the form's stamp. */
async function postWithJs(fields: Record<string, string>, headers: Record<string, string> = {}, page = "/kontakt") {
  return postForm(`${page}.data`, { ...(await formStamp()), ...fields, _js: "1" }, headers);
}

/** A plain HTML form post (no JavaScript), with the stamp the page handed out. */
async function postWithoutJs(fields: Record<string, string>, headers: Record<string, string> = {}, page = "/kontakt") {
  return postForm(page, { ...(await formStamp()), ...fields }, headers);
}

function without(field: keyof typeof valid) {
  const { [field]: _omitted, ...rest } = valid;
  return rest;
}

async function stored() {
  return testDb().select().from(schema.contactMessages);
}

function toastCookie(res: Response) {
  const cookie = res.headers.get("Set-Cookie") ?? "";
  const match = /toast=([^;]*)/.exec(cookie);
  return match ? decodeURIComponent(match[1]) : "";
}

describe("contact page", () => {
  beforeEach(() => clearTables(schema.contactMessages, schema.rateLimits, schema.pageContents, schema.generalSettings));

  it("renders the fallback hero, the labelled form and the contact fallbacks without any records", async () => {
    const res = await fetchWorker("/kontakt");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(">Kontakt</h1>");
    expect(html).toMatch(/<label[^>]*for="contact-name"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"|<input[^>]*name="email"[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="url"/);
    expect(html).toMatch(/<textarea[^>]*rows="6"/);
    expect(html).toContain('name="company_website"');
    expect(html).toContain("info@example.com");
    expect(html).toContain("Innerhalb von 24 Stunden");
    expect(html).toContain("Deutschland");
  });

  it("shows the page-content hero and the general settings in the chosen language", async () => {
    await testDb().insert(schema.pageContents).values({
      page_key: "kontakt",
      title_de: "Sprich mit uns",
      title_en: "Talk to us",
      description_de: "D",
      description_en: "E",
    });
    await testDb().insert(schema.generalSettings).values({
      id: 1,
      contact_email: "hallo@beispiel.de",
      contact_phone: "+49 89 555",
      address_street: "Hauptstraße 1",
      address_city: "80331 München",
      contact_location_de: "München, Deutschland",
      contact_location_en: "Munich, Germany",
      response_time_de: "Binnen 2 Tagen",
      response_time_en: "Within 2 days",
    });
    const de = await (await fetchWorker("/kontakt")).text();
    expect(de).toContain("Sprich mit uns");
    expect(de).toContain("Hauptstraße 1");
    expect(de).toContain("80331 München");
    expect(de).toContain("München, Deutschland");
    expect(de).toContain("hallo@beispiel.de");
    expect(de).toContain("Binnen 2 Tagen");
    const en = await (await fetchWorker("/en/contact")).text();
    expect(en).toContain("Talk to us");
    expect(en).toContain("Munich, Germany");
    expect(en).toContain("Within 2 days");
    expect(en).toContain("Send message");
  });
});

describe("contact action", () => {
  beforeEach(() => clearTables(schema.contactMessages, schema.rateLimits));

  it("stores a valid message (with JavaScript) and answers with the success toast", async () => {
    const res = await postWithJs(valid);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Nachricht gesendet!");
    expect(body).toContain("Ihre Nachricht wurde erfolgreich gesendet. Wir werden uns bald bei Ihnen melden.");
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Anna Beispiel",
      email: "anna@example.com",
      company: "Beispiel GmbH",
      phone: "+49 30 123456",
      website: "https://anna.example.com/",
      message: "Ich interessiere mich für ein Coaching.",
    });
  });

  it("answers in English for an English visitor", async () => {
    const res = await postWithJs(valid, {}, "/en/contact");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Message sent!");
  });

  it("without JavaScript, stores the message and redirects back with the toast", async () => {
    const res = await postWithoutJs(valid);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/kontakt#contact-form-title");
    expect(toastCookie(res)).toContain("Nachricht gesendet!");
    expect(await stored()).toHaveLength(1);

    const en = await postWithoutJs({ ...valid, email: "ben@example.com" }, {}, "/en/contact");
    expect(en.status).toBe(302);
    expect(en.headers.get("Location")).toBe("/en/contact#contact-form-title");
    expect(toastCookie(en)).toContain("Message sent!");
    expect(await stored()).toHaveLength(2);
  });

  it("stores the optional fields as null when left empty", async () => {
    const res = await postWithJs({
      name: "Ben",
      email: "ben@example.com",
      company: "",
      phone: "",
      website: "",
      message: "Hallo",
    });
    expect(res.status).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ name: "Ben", company: null, phone: null, website: null });
  });

  it("accepts a website without scheme by adding https://", async () => {
    const res = await postWithJs({ ...valid, website: "example.com/team" });
    expect(res.status).toBe(200);
    expect((await stored())[0].website).toBe("https://example.com/team");
  });

  for (const [field, code] of [
    ["name", "contact.nameRequired"],
    ["email", "contact.emailRequired"],
    ["message", "contact.messageRequired"],
  ] as const) {
    it(`refuses a message without ${field} (400, field error, nothing stored)`, async () => {
      const missing = await postWithJs(without(field));
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain(code);
      const blank = await postWithJs({ ...valid, [field]: "   " });
      expect(blank.status).toBe(400);
      expect(await blank.text()).toContain(code);
      expect(await stored()).toHaveLength(0);
    });
  }

  it("refuses a malformed e-mail address", async () => {
    const res = await postWithJs({ ...valid, email: "kein-mail" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("contact.emailInvalid");
    expect(await stored()).toHaveLength(0);
  });

  for (const website of [
    "not a url",
    "javascript:alert(1)",
    "mailto:a@example.com",
    "ftp://example.com",
    "localhost",
  ]) {
    it(`refuses the website "${website}"`, async () => {
      const res = await postWithJs({ ...valid, website });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("contact.websiteInvalid");
      expect(await stored()).toHaveLength(0);
    });
  }

  it("refuses over-long input with a clear error", async () => {
    const longMessage = await postWithJs({ ...valid, message: "x".repeat(5001) });
    expect(longMessage.status).toBe(400);
    expect(await longMessage.text()).toContain("contact.tooLong.message");
    const longName = await postWithJs({ ...valid, name: "n".repeat(201) });
    expect(longName.status).toBe(400);
    expect(await longName.text()).toContain("contact.tooLong.name");
    expect(await stored()).toHaveLength(0);
    // The limit itself is fine.
    expect((await postWithJs({ ...valid, message: "x".repeat(5000) })).status).toBe(200);
  });

  it("without JavaScript, re-renders the page with the field error and the visitor's input", async () => {
    const res = await postWithoutJs({ ...valid, email: "kein-mail", message: "Meine lange Nachricht" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(html).toContain('value="Anna Beispiel"');
    expect(html).toContain('value="kein-mail"');
    expect(html).toMatch(/<textarea[^>]*>Meine lange Nachricht<\/textarea>/);
    // The error is linked to its input.
    expect(html).toMatch(/aria-describedby="contact-email-error"|aria-describedby="[^"]*contact-email-error/);
    expect(await stored()).toHaveLength(0);
  });

  it("a filled honeypot gets the success answer, but nothing is stored", async () => {
    const res = await postWithJs({ ...valid, company_website: "https://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Nachricht gesendet!");
    const plain = await postWithoutJs({ ...valid, company_website: "https://spam.example" });
    expect(plain.status).toBe(302);
    expect(toastCookie(plain)).toContain("Nachricht gesendet!");
    expect(await stored()).toHaveLength(0);
  });

  it("limits messages per address: the 6th in ten minutes is refused with 429, the input kept; another address still works", async () => {
    const ip = { "cf-connecting-ip": "203.0.113.7" };
    for (let i = 1; i <= 5; i++) {
      const res = await postWithJs({ ...valid, message: `Nachricht ${i}` }, ip);
      expect(res.status).toBe(200);
    }
    const refused = await postWithJs({ ...valid, message: "Nachricht 6 bleibt erhalten" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const body = await refused.text();
    expect(body).toContain("contact.rateLimited");
    expect(body).toContain("Nachricht 6 bleibt erhalten");
    expect(body).toContain("Zu viele Nachrichten");
    expect(await stored()).toHaveLength(5);

    // Without JavaScript the page comes back with the message and the explanation.
    const plain = await postWithoutJs({ ...valid, message: "Ohne JS erhalten" }, ip);
    expect(plain.status).toBe(429);
    const html = await plain.text();
    expect(html).toMatch(/<textarea[^>]*>Ohne JS erhalten<\/textarea>/);
    expect(html).toContain("Bitte warten Sie einige Minuten");

    const other = await postWithJs(valid, { "cf-connecting-ip": "198.51.100.20" });
    expect(other.status).toBe(200);
    expect(await stored()).toHaveLength(6);
  });

  it("invalid posts do not count against the limit", async () => {
    const ip = { "cf-connecting-ip": "203.0.113.8" };
    for (let i = 0; i < 6; i++) expect((await postWithJs({ ...valid, email: "kaputt" }, ip)).status).toBe(400);
    expect((await postWithJs(valid, ip)).status).toBe(200);
  });

  it("refuses a post from another origin", async () => {
    const res = await postWithJs(valid, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });
});

describe("normalizeWebsite", () => {
  it("accepts http(s) URLs and bare hosts, refuses everything else", () => {
    expect(normalizeWebsite("https://example.com")).toBe("https://example.com/");
    expect(normalizeWebsite("http://example.com/a?b=1")).toBe("http://example.com/a?b=1");
    expect(normalizeWebsite("www.example.de")).toBe("https://www.example.de/");
    expect(normalizeWebsite("example.com:8080")).toBe("https://example.com:8080/");
    expect(normalizeWebsite("not a url")).toBeNull();
    expect(normalizeWebsite("javascript:alert(1)")).toBeNull();
    expect(normalizeWebsite("JavaScript:alert(1)")).toBeNull();
    expect(normalizeWebsite("data:text/html,x")).toBeNull();
    expect(normalizeWebsite("//example.com")).toBeNull();
    expect(normalizeWebsite("https://user:pw@example.com")).toBeNull();
    expect(normalizeWebsite("word")).toBeNull();
  });
});
