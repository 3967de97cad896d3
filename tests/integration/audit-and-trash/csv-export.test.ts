import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { csvField, toCsv } from "~/lib/csv";
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
    ["Mod;=1+2;X", '"Mod;=1+2;X"'],
    ["a;b", '"a;b"'],
    [" =1+2", "' =1+2"],
    ["\u00a0@SUM(A1)", "'\u00a0@SUM(A1)"],
    ["\uff1d1+2", "'\uff1d1+2"],
    ["=1;2", '"\'=1;2"'],
    ["plain text", "plain text"],
  ])("csvField(%j) → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("every cell of a row: a German spreadsheet splitting on ; still sees one text cell per field", () => {
    const line = toCsv(["name", "note"], [["Mod;=1+2;X", "-2+3"]]).split("\r\n")[1]!;
    expect(line).toBe(`"Mod;=1+2;X",'-2+3`);
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
    expect(csv).toContain(`,"Mod;=1+2;X",`);
    expect(csv).not.toMatch(/(^|[,;])=HYPERLINK/m);
  });
});
