import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { pathInLanguage } from "~/lib/i18n";
import { parentOf, type ContentTypeDef, type FieldDef, CONTENT_TYPE_LIST } from "~/lib/admin";
import { listUrlOf, screenOfPath } from "~/routes/admin/parent-child/tabs";
import { get, sessionAs } from "../auth-helpers";
import { freshDemoContent, tableOf } from "../demo-content";
import { setAddress } from "../form-of-address-helpers";
import { actionFieldErrors, clearTables, fetchWorker, ORIGIN, postForm, testDb } from "../helpers";

/**
 * Every record of every content type, seeded or created through the form, saves unchanged: its edit
 * dialog is opened as the back office renders it (the server's HTML, filled by the same loader and
 * form code a person sees), the form's fields are sent back as they stand, and the save must succeed
 * without changing the row. A rule that refuses what the form itself shows fails here.
 */

type Row = Record<string, unknown> & { id: number };

let cookie: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  cookie = (await sessionAs("admin")).cookie;
  await freshDemoContent();
});

// The seed says "du"; the other test files of this runtime share its D1 and expect the default "sie".
afterAll(() => setAddress("sie"));

const rowsOf = async (def: ContentTypeDef) => (await testDb().select().from(tableOf(def))) as unknown as Row[];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Where the record's edit dialog opens: the type's own screen (a tab of a shared one, with its parent chosen). */
function editAddress(def: ContentTypeDef, row: Row): string {
  if (!def.tab) return `/admin/${def.key}?edit=${row.id}`;
  // The list's address as the screen itself makes it (tabs.ts), with the dialog opened on it.
  const screen = screenOfPath(`/admin/${def.tab.screen}`)!;
  const tab = screen.tabs.find((candidate) => candidate.def.key === def.key)!;
  const parent = parentOf(def);
  const list = listUrlOf(screen, tab, parent ? Number(row[parent.field]) : null);
  return `${list}${list.includes("?") ? "&" : "?"}edit=${row.id}`;
}

/**
 * The edit form as a browser would submit it untouched: every named control of the form (checked
 * boxes only, the selected option, textareas' text), and the primary submit button's name and value.
 */
async function editForm(html: string, formId: string) {
  const fields: [string, string][] = [];
  let action: string | null = null;
  let submit: [string, string] | null = null;
  let select: string | null = null;
  let textarea: { name: string; text: string } | null = null;
  const inForm = `form[id="${formId}"]`;
  await new HTMLRewriter()
    .on(inForm, {
      element(el) {
        action = el.getAttribute("action");
      },
    })
    .on(`${inForm} input`, {
      element(el) {
        const name = el.getAttribute("name");
        const type = el.getAttribute("type") ?? "text";
        if (!name || el.hasAttribute("disabled")) return;
        if (type === "checkbox" || type === "radio") {
          if (el.hasAttribute("checked")) fields.push([name, decode(el.getAttribute("value") ?? "on")]);
        } else if (type !== "submit" && type !== "button" && type !== "file") {
          fields.push([name, decode(el.getAttribute("value") ?? "")]);
        }
      },
    })
    .on(`${inForm} select`, {
      element(el) {
        select = el.getAttribute("name");
      },
    })
    .on(`${inForm} select option[selected]`, {
      element(el) {
        if (select) fields.push([select, decode(el.getAttribute("value") ?? "")]);
      },
    })
    .on(`${inForm} textarea`, {
      element(el) {
        const name = el.getAttribute("name");
        if (!name) return;
        textarea = { name, text: "" };
        el.onEndTag(() => {
          fields.push([textarea!.name, decode(textarea!.text)]);
          textarea = null;
        });
      },
      text(chunk) {
        if (textarea) textarea.text += chunk.text;
      },
    })
    // "Veröffentlichen" where the form offers it (an admin saving a record that is live).
    .on(`${inForm} button[type="submit"][name]`, {
      element(el) {
        const value = el.getAttribute("value") ?? "";
        if (!submit || value === "published") submit = [el.getAttribute("name")!, decode(value)];
      },
    })
    .transform(new Response(html))
    .text();
  if (submit) fields.push(submit);
  return { fields, action: action as string | null };
}

/** Opens the record's edit dialog and submits it untouched; the answer and the row afterwards. */
async function saveUnchanged(def: ContentTypeDef, row: Row) {
  const address = editAddress(def, row);
  const page = await get(address, cookie);
  expect(page.status, `${address} opens`).toBe(200);
  const { fields, action } = await editForm(await page.text(), `${def.key}-${row.id}`);
  expect(
    fields.some(([name, value]) => name === "intent" && value === "update"),
    `${address} shows the edit form`,
  ).toBe(true);
  const target = action ? decode(action) : address;
  // Sent as the browser sends a form: every pair in order, names that repeat kept.
  const saved = await fetchWorker(target, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  const after = (await rowsOf(def)).find((other) => other.id === row.id);
  return { saved, after };
}

/** The columns a save may touch without changing the record. */
const BOOKKEEPING = new Set(["updated_at", "updated_by"]);
const comparable = (row: Row | undefined) =>
  row && Object.fromEntries(Object.entries(row).filter(([column]) => !BOOKKEEPING.has(column)));

/** A valid value for a new record's field, from its definition (as the CRUD tests make them). */
function sampleValue(field: FieldDef): string | null {
  switch (field.kind) {
    case "switch":
      return "on";
    case "number":
      return String(Math.max(field.min ?? 0, 1));
    case "url":
      return `https://example.com/${field.name}`;
    case "link":
      return `/kontakt`;
    case "image":
      return `https://example.com/${field.name}.jpg`;
    case "select":
      return field.options?.[0]?.value ?? null;
    case "datetime":
      return "2026-03-14T10:00";
    case "tags":
      return null;
    default:
      return `${field.label} neu`;
  }
}

describe.each(CONTENT_TYPE_LIST as unknown as ContentTypeDef[])("every $key record", (def) => {
  it("saves unchanged from its edit dialog, seeded and created through the form", async () => {
    // A type the demo content has no records of (a new one) is checked with the record it creates.
    const seeded = await rowsOf(def);

    const form: Record<string, string> = { intent: "create" };
    for (const field of def.fields) {
      const value = sampleValue(field);
      if (field.kind === "tags") form[`${field.name}[0]`] = "Alpha";
      else if (value !== null) form[field.name] = value;
    }
    const parent = parentOf(def);
    if (parent) {
      const parentDef = CONTENT_TYPE_LIST.find((other) => other.key === parent.key)!;
      form[parent.field] = String((await rowsOf(parentDef))[0]!.id);
    }
    const created = await postForm(`/admin/${def.key}`, form, { Cookie: cookie });
    expect(created.status, `creating a ${def.key} record: ${await created.clone().text()}`).toBe(302);
    const fresh = (await rowsOf(def)).filter((row) => !seeded.some((old) => old.id === row.id));
    expect(fresh, `the created ${def.key} record`).toHaveLength(1);

    const refused: string[] = [];
    for (const row of [...seeded, ...fresh]) {
      const { saved, after } = await saveUnchanged(def, row);
      if (saved.status !== 302) {
        refused.push(`${def.key} ${row.id}: ${saved.status}`);
        continue;
      }
      expect(comparable(after), `${def.key} ${row.id} is unchanged`).toEqual(comparable(row));
    }
    expect(refused, "records refused when saved unchanged").toEqual([]);
  });
});

/** What a link field must refuse however it is dressed up: other schemes, other hosts, hidden tricks. */
const HOSTILE_LINKS = [
  "javascript:alert(1)",
  " javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%252F%252Fevil.example",
  "/\tevil",
  "/ kontakt",
  "data:text/html,<script>alert(1)</script>",
  "https:evil.example",
  `/${"a".repeat(2100)}`,
];

const LINK_MESSAGE = "Bitte einen Pfad wie /kontakt oder eine Adresse mit http(s):// eingeben";

describe.each(
  (CONTENT_TYPE_LIST as unknown as ContentTypeDef[]).flatMap((def) =>
    def.fields
      .filter((field) => field.kind === "link")
      .map((field) => ({ name: `${def.key}.${field.name}`, def, field })),
  ),
)("the link field $name", ({ def, field }) => {
  it("refuses hostile values with its German message and a 400, and keeps the record", async () => {
    const [row] = await rowsOf(def);
    const address = editAddress(def, row!);
    const { fields, action } = await editForm(await (await get(address, cookie)).text(), `${def.key}-${row!.id}`);
    const form = Object.fromEntries(fields);
    if (field.showWhen) form[field.showWhen] = "on";
    for (const value of HOSTILE_LINKS) {
      const reply = await actionFieldErrors(
        action ? decode(action) : address,
        { ...form, [field.name]: value },
        cookie,
      );
      expect(reply.status, JSON.stringify(value)).toBe(400);
      const expected = value.length > 2000 ? "Höchstens 2000 Zeichen" : LINK_MESSAGE;
      expect(reply.fieldErrors[field.name], JSON.stringify(value)).toEqual([expected]);
    }
    const after = (await rowsOf(def)).find((other) => other.id === row!.id);
    expect(comparable(after)).toEqual(comparable(row));
  });
});

describe("a link to a path of the site", () => {
  it("renders as a same-site link on the German page and under /en on the English one", async () => {
    const linked = (await testDb().select().from(schema.services)).filter((row) => row.external_url?.startsWith("/"));
    expect(linked.length).toBeGreaterThan(0);
    const german = await (await get("/services")).text();
    const english = await (await get("/en/services")).text();
    for (const { external_url } of linked) {
      expect(german).toContain(`href="${external_url}"`);
      // English pages name a fixed page by its English address (/en/contact for /kontakt).
      expect(english).toContain(`href="${pathInLanguage("en", external_url!)}"`);
    }
  });
});
