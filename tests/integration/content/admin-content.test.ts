import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { parentOf, type ContentTypeDef, type FieldDef, CONTENT_TYPES } from "~/lib/admin";
import { CONTENT_TABLES } from "~/lib/admin/index.server";
import { get, sessionAs } from "../auth-helpers";
import { actionFieldErrors, clearTables, postForm, testDb } from "../helpers";

/** A valid form value for a field, derived from its definition (so new types need no fixtures). */
function sampleValue(field: FieldDef, n: number): string | string[] | null {
  switch (field.kind) {
    case "switch":
      return "on";
    case "number":
      return String(Math.max(field.min ?? 0, 1) + (field.name === "display_order" ? n : 0));
    case "url":
    case "link":
      return `https://example.com/${field.name}/${n}`;
    case "image":
      return `https://example.com/${field.name}-${n}.jpg`;
    case "select":
      return field.options?.[0]?.value ?? null;
    case "datetime":
      // Berlin wall-clock time, as a datetime-local input sends it (the same for a start and its end).
      return "2026-03-14T10:00";
    case "tags":
      return ["Alpha", "Beta", "Gamma", "Delta"];
    default:
      return `${field.label} ${n}`;
  }
}

function validForm(def: ContentTypeDef, n: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of def.fields) {
    const value = sampleValue(field, n);
    if (Array.isArray(value)) value.forEach((item, i) => (out[`${field.name}[${i}]`] = item));
    else if (value !== null) out[field.name] = value;
  }
  // A child type (organizers, speakers) points at the parent row its describe block created.
  const parent = parentOf(def);
  const parentId = parentIds.get(def.key);
  if (parent && parentId) out[parent.field] = parentId;
  return out;
}

/** The message the type's own schema gives for a field of this form (so each type's wording is checked where it shows). */
function expectedError(def: ContentTypeDef, fields: Record<string, string>, name: string): string {
  const formData = new FormData();
  for (const [k, v] of Object.entries(fields)) formData.append(k, v);
  const submission = parseWithZod(formData, { schema: def.schema });
  const messages = submission.status === "error" ? submission.error?.[name] : undefined;
  expect(messages, `the schema of ${def.key} accepts a form without ${name}`).toBeTruthy();
  return messages!.join(" ");
}

/** The id of the parent row created for each child type (see beforeEach). */
const parentIds = new Map<string, string>();
let parentCounter = 100;

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
});

const post = (url: string, fields: Record<string, string>) => postForm(url, fields, { Cookie: cookie });

describe.each(Object.values(CONTENT_TYPES) as ContentTypeDef[])("content type $key", (def) => {
  const url = `/admin/${def.key}`;
  const table = CONTENT_TABLES[def.key as keyof typeof CONTENT_TABLES].table;
  const rows = () => testDb().select().from(table) as unknown as Promise<(Record<string, unknown> & { id: number })[]>;

  beforeEach(async () => {
    // Deleted rows wait in the trash, holding their slugs; each test starts without them.
    await testDb().delete(table);
    await testDb().delete(schema.contentTrash);
    // A child type needs an existing parent row (its parent id field is required and a foreign key).
    const parent = parentOf(def);
    if (parent) {
      const parentDef = CONTENT_TYPES[parent.key as keyof typeof CONTENT_TYPES] as unknown as ContentTypeDef;
      parentCounter += 1;
      const res = await post(`/admin/${parent.key}`, { intent: "create", ...validForm(parentDef, parentCounter) });
      expect(res.status).toBe(302);
      const parentTable = CONTENT_TABLES[parent.key as keyof typeof CONTENT_TABLES].table;
      const parentRows = (await testDb().select().from(parentTable)) as unknown as { id: number }[];
      parentIds.set(def.key, String(Math.max(...parentRows.map((row) => row.id))));
    }
  });

  it("creates, lists, edits and deletes a record", async () => {
    const created = await post(url, { intent: "create", ...validForm(def, 1) });
    expect(created.status).toBe(302);
    expect(created.headers.get("Set-Cookie")).toContain("toast=");
    const [row] = await rows();
    expect(row).toBeDefined();
    expect(row![def.labelField]).toBe(validForm(def, 1)[def.labelField]);

    const page = await get(url, cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(String(row![def.labelField]));

    const updated = await post(url, {
      intent: "update",
      id: String(row!.id),
      ...validForm(def, 1),
      [def.labelField]: "Geänderter Titel",
    });
    expect(updated.status).toBe(302);
    const [after] = await rows();
    expect(after![def.labelField]).toBe("Geänderter Titel");

    const deleted = await post(url, { intent: "delete", id: String(row!.id) });
    expect(deleted.status).toBe(302);
    expect(await rows()).toHaveLength(0);
  });

  for (const field of def.fields.filter((f) => f.required)) {
    it(`refuses a record without ${field.name} with a field error and stores nothing`, async () => {
      const fields = validForm(def, 1);
      delete fields[field.name];
      const res = await post(url, { intent: "create", ...fields });
      expect(res.status).toBe(400);
      // The reply the browser's form renders (a data request, as the dialog's form submits): the
      // message is keyed to this field alone, which the form shows in the field's error element.
      const reply = await actionFieldErrors(url, { intent: "create", ...fields }, cookie);
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.fieldErrors)).toEqual([field.name]);
      const message = reply.fieldErrors[field.name]!.join(" ");
      expect(message).toBe(expectedError(def, fields, field.name));
      // "<label> ist erforderlich" naming the field by its label (without the label's hint in brackets),
      // or for a choice "Bitte ein … wählen".
      if (field.kind === "select") expect(message).toMatch(/^Bitte ein(?:en)? \S+ wählen$/);
      else {
        expect(message).toMatch(/ ist erforderlich$/);
        expect(field.label.startsWith(message.replace(/ ist erforderlich$/, ""))).toBe(true);
      }
      expect(await rows()).toHaveLength(0);
    });
  }

  for (const toggle of def.toggles) {
    it(`switches ${toggle} off and on from the list`, async () => {
      await post(url, { intent: "create", ...validForm(def, 1) });
      const [row] = await rows();
      expect((await post(url, { intent: "toggle", id: String(row!.id), field: toggle, value: "false" })).status).toBe(
        302,
      );
      expect((await rows())[0]![toggle]).toBe(false);
      expect((await post(url, { intent: "toggle", id: String(row!.id), field: toggle, value: "true" })).status).toBe(
        302,
      );
      expect((await rows())[0]![toggle]).toBe(true);
    });
  }

  it("refuses unknown intents, unknown ids and toggles of fields that are not switchable", async () => {
    expect((await post(url, { intent: "drop-table" })).status).toBe(400);
    expect((await post(url, { intent: "delete", id: "999999" })).status).toBe(404);
    expect((await post(url, { intent: "update", id: "abc", ...validForm(def, 1) })).status).toBe(404);
    await post(url, { intent: "create", ...validForm(def, 1) });
    const [row] = await rows();
    expect((await post(url, { intent: "toggle", id: String(row!.id), field: "id", value: "true" })).status).toBe(400);
  });

  if (def.ordering === "manual") {
    it("moves rows up and down, renumbering 1..n; the first cannot go up, the last cannot go down", async () => {
      for (const n of [1, 2, 3]) await post(url, { intent: "create", ...validForm(def, n), display_order: "0" });
      const byOrder = async () =>
        (await rows()).sort((a, b) => Number(a.display_order) - Number(b.display_order) || a.id - b.id);
      const [first, second, third] = await byOrder();

      const up = await post(url, { intent: "move", id: String(first!.id), direction: "up" });
      expect(up.status).toBe(400);
      expect(await up.text()).toContain("Der erste Eintrag kann nicht nach oben.");
      expect((await post(url, { intent: "move", id: String(third!.id), direction: "down" })).status).toBe(400);

      expect((await post(url, { intent: "move", id: String(third!.id), direction: "up" })).status).toBe(302);
      const after = await byOrder();
      expect(after.map((r) => r.id)).toEqual([first!.id, third!.id, second!.id]);
      expect(after.map((r) => r.display_order)).toEqual([1, 2, 3]);
    });
  }
});

describe("the content screen", () => {
  it("answers an unknown content type with 404", async () => {
    expect((await get("/admin/no-such-type", cookie)).status).toBe(404);
  });

  it("shows what an admin saves to the next visitor", async () => {
    await testDb().delete(schema.services);
    await post("/admin/services", {
      intent: "create",
      ...validForm(CONTENT_TYPES.services as ContentTypeDef, 1),
      title_de: "Achtsamkeitstraining",
    });
    expect(await (await get("/services")).text()).toContain("Achtsamkeitstraining");
    const [row] = await testDb()
      .select()
      .from(schema.services)
      .where(eq(schema.services.title_de, "Achtsamkeitstraining"));
    await post("/admin/services", { intent: "toggle", id: String(row!.id), field: "is_active", value: "false" });
    expect(await (await get("/services")).text()).not.toContain("Achtsamkeitstraining");
  });
});
