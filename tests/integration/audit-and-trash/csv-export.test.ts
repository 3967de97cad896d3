import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { csvField, toCsv } from "~/lib/text";
import { get, sessionAs, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * CSV exports (the audit log's): a cell a spreadsheet would split or run as a formula is quoted or
 * neutralised (found by the security probe, issue "Security", section 1).
 */

let admin: string;

beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
});

describe("CSV exports", () => {
  it.each([
    ["Mod;=1+2;X", '"Mod;\'=1+2;X"'],
    ["Bars;=1+2;X,=3+4", "\"Bars;'=1+2;X,'=3+4\""],
    ["a, -5; @b", "\"a,' -5;' @b\""],
    ['x;"=1', '"x;\'""=1"'],
    ["a\n=1", '"a\n\'=1"'],
    ["Hallo\r\n\r\nTschüss, bis bald; ok", '"Hallo\r\n\r\nTschüss, bis bald; ok"'],
    ["a;b", '"a;b"'],
    [" =1+2", "' =1+2"],
    ["\u00a0@SUM(A1)", "'\u00a0@SUM(A1)"],
    ["\uff1d1+2", "'\uff1d1+2"],
    ["=1;2", '"\'=1;2"'],
    ["plain text", "plain text"],
  ])("csvField(%j) → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("every cell of a row: a spreadsheet splitting on ; or , (quotes or not) sees no formula cell", () => {
    const line = toCsv(["name", "note"], [["Mod;=1+2;X", "-2+3"]]).split("\r\n")[1]!;
    expect(line).toBe(`"Mod;'=1+2;X",'-2+3`);
  });

  it("the audit log's export quotes a name with ; and neutralises a formula in it", async () => {
    await clearTables(schema.auditLog, schema.services);
    const { cookie, email } = await signInAs("moderator");
    await testDb().update(schema.user).set({ name: "Mod;=1+2;X" }).where(eq(schema.user.email, email.toLowerCase()));
    const created = await postForm(
      "/admin/services",
      {
        intent: "create",
        title_de: "=HYPERLINK(1)",
        title_en: "Service",
        description_de: "Beschreibung",
        description_en: "Description",
        image_url: "/images/services/coaching.jpg",
        display_order: "1",
        is_active: "on",
      },
      { Cookie: cookie },
    );
    expect(created.status).toBe(302);
    const csv = await (await get("/admin/audit-log/export.csv", admin)).text();
    expect(csv).toContain(`,"Mod;'=1+2;X",`);
    expect(csv).not.toMatch(/(^|[,;])=HYPERLINK/m);
  });

  it("a German spreadsheet (splitting on ; and ignoring a quote that begins mid-field) sees no formula in either export", async () => {
    /** The cells of each line as German Excel makes them; none may start a formula. */
    const formulaCells = (csv: string) =>
      csv
        .split(/\r?\n/)
        .flatMap((line) => line.split(/[;,]/))
        .filter((cell) => /^[\s"]*[=+\-@]/.test(cell));
    await clearTables(schema.auditLog, schema.services, schema.newsletterSubscriptions);
    const { cookie, email } = await signInAs("moderator");
    await testDb()
      .update(schema.user)
      .set({ name: "Bars;=1+2;X,=3+4" })
      .where(eq(schema.user.email, email.toLowerCase()));
    const created = await postForm(
      "/admin/services",
      {
        intent: "create",
        title_de: "Dienst",
        title_en: "Service",
        description_de: "Beschreibung",
        description_en: "Description",
        image_url: "/images/services/coaching.jpg",
        display_order: "1",
        is_active: "on",
      },
      { Cookie: cookie },
    );
    expect(created.status).toBe(302);
    const audit = await (await get("/admin/audit-log/export.csv", admin)).text();
    expect(audit).toContain(`,"Bars;'=1+2;X,'=3+4",`);
    expect(formulaCells(audit)).toEqual([]);

    await testDb()
      .insert(schema.newsletterSubscriptions)
      .values({
        email: "bars@example.com",
        status: "confirmed",
        is_active: true,
        website: "Bars;=1+2;X,=3+4\n@SUM(A1)",
        consent_requested_at: new Date("2024-01-01T09:00:00.000Z"),
        confirmed_at: new Date("2024-01-01T09:05:00.000Z"),
        consent_version: "2026-11",
        subscribed_at: new Date("2024-03-05T10:00:00.000Z"),
      });
    const subscribers = await (await get("/admin/newsletter-subscriptions/export.csv", admin)).text();
    expect(subscribers).toContain(`"Bars;'=1+2;X,'=3+4\n'@SUM(A1)"`);
    expect(formulaCells(subscribers)).toEqual([]);
  });
});
