import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import * as schema from "~db/schema";
import { type ContentTypeDef, CONTENT_TYPES } from "~/lib/admin";
import { freshIp, sessionAs } from "../auth-helpers";
import { clearTables, fetchWorker, ORIGIN } from "../helpers";

/*
 * Hostile requests: every action of the route table (public and back office) gets a deterministic
 * set of malformed bodies. None may answer with a server error (status >= 500), and none may leave a
 * record behind: the row count of every table is the same before and after each malformed post.
 *
 * The suite is run in two halves, one test file each (fuzz-1-of-2, fuzz-2-of-2): whole, it was the one
 * file of nearly two minutes, and the two test runtimes waited on it at the end of the run.
 */

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };
type ActionRoute = { path: string; file: string; admin: boolean };

const ADMIN_LAYOUT = "routes/admin/layout.tsx";

function flatten(entries: Entry[], parentPath = "", admin = false): ActionRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const inside = admin || entry.file === ADMIN_LAYOUT;
    const self = entry.index || entry.path !== undefined ? [{ path: `/${path}`, file: entry.file, admin: inside }] : [];
    return [...self, ...flatten(entry.children ?? [], path, inside)];
  });
}

// Every source file of the app, to find actions, their intents and their field names without a list kept by hand.
// Keyed as seen from tests/integration/ ("../../app/…"), the address the resolving below works with.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../../../app/**/*.{ts,tsx}", { eager: true, query: "?raw", import: "default" }),
  ).map(([key, text]) => [key.replace(/^\.\.\//, ""), text]),
);
const sourceOf = (file: string) => sources[`../../app/${file}`] ?? "";
const hasAction = (file: string) => /export\s+(async\s+)?(function|const)\s+action\b/.test(sourceOf(file));

// A feature folder's barrel (app/lib/<feature>/index.ts, index.server.ts) only re-exports: it is looked
// through to the modules behind the names taken, so it costs no step of the two below.
const BARREL = /^\.\.\/\.\.\/app\/lib\/[^/]+\/index(\.server)?\.ts$/;

/** The names of an `{ a, type B, c as d }` list (the exported ones); null: no list, so every name. */
function namesOf(list: string | undefined): string[] | null {
  if (!list) return null;
  return list
    .slice(1, -1)
    .split(",")
    .map((item) => item.trim().replace(/^type\s+/, ""))
    .filter(Boolean)
    .map((item) => item.split(/\s+as\s+/)[0]!);
}

/**
 * An import of the source `key` as a key of `sources` (without its extension). A relative one is
 * resolved from the file's place under app/: resolving it from the key itself ("../../app/…") let the
 * URL's root swallow the leading "../", so no relative import was ever found.
 */
function resolved(key: string, spec: string): string {
  if (spec.startsWith("~/")) return `../../app/${spec.slice(2)}`;
  return `../..${new URL(spec, `file:///${key.replace(/^(\.\.\/)+/, "")}`).pathname}`;
}

/** The app files a source imports (relative and ~/ imports), resolved to keys of `sources`. */
function importsOf(key: string, taken?: string[] | "all"): string[] {
  const out: string[] = [];
  const pattern = /(\{[^}]*\}\s*)?from\s+"((?:~|\.{1,2})\/[^"]+)"/g;
  for (const [, list, spec] of sourceOf(key.replace("../../app/", "")).matchAll(pattern)) {
    // In a barrel, only the re-exports of the names the importer took.
    if (Array.isArray(taken) && !namesOf(list?.trim())?.some((name) => taken.includes(name))) continue;
    const normal = resolved(key, spec!);
    for (const candidate of [normal, `${normal}.ts`, `${normal}.tsx`, `${normal}/index.ts`]) {
      if (!sources[candidate]) continue;
      if (BARREL.test(candidate)) out.push(...importsOf(candidate, namesOf(list?.trim()) ?? "all"));
      else out.push(candidate);
    }
  }
  return out;
}

/** The route file with the app modules it reaches in two steps (its server module, its form components). */
function reachable(file: string): string[] {
  const start = `../../app/${file}`;
  const seen = new Set([start]);
  let frontier = [start];
  for (let depth = 0; depth < 2; depth += 1) {
    frontier = frontier.flatMap((key) => importsOf(key)).filter((k) => !seen.has(k) && (seen.add(k), true));
  }
  return [...seen];
}

/** Intent values and form field names named in the sources a route reaches. */
function formVocabulary(file: string): { intents: string[]; fields: string[] } {
  const intents = new Set<string>();
  const fields = new Set<string>(["id"]);
  for (const key of reachable(file)) {
    const text = sources[key] ?? "";
    for (const m of text.matchAll(/name="intent"\s+value="([\w-]+)"/g)) intents.add(m[1]!);
    for (const m of text.matchAll(/intent(?:\s+as\s+\w+)?\s*[!=]==\s*"([\w-]+)"/g)) intents.add(m[1]!);
    for (const m of text.matchAll(/\bintent="([\w-]+)"/g)) intents.add(m[1]!);
    for (const m of text.matchAll(/type\s+Intent\s*=\s*([^;]+);/g))
      for (const v of m[1]!.matchAll(/"([\w-]+)"/g)) intents.add(v[1]!);
    if (/formData\.get\("intent"\)|\bintent\b/.test(text)) {
      for (const m of text.matchAll(/case\s+"([\w-]+)":/g)) intents.add(m[1]!);
    }
    for (const m of text.matchAll(/\bname="([A-Za-z_][\w]*)"/g)) fields.add(m[1]!);
    for (const m of text.matchAll(/\b(?:formData|form)\.(?:get|getAll|has)\("([A-Za-z_][\w]*)"\)/g)) fields.add(m[1]!);
    for (const m of text.matchAll(
      /^\s+([a-z][A-Za-z0-9_]*):\s*(?:z\.|requiredText|optionalText|httpUrl|optionalHttpUrl|imageUrl|optionalImageUrl|flag|wholeNumber|choice|textList|linkTarget)/gm,
    )) {
      fields.add(m[1]!);
    }
  }
  fields.delete("intent");
  return { intents: [...intents].sort(), fields: [...fields].sort() };
}

type Body = { label: string; body: BodyInit | null; contentType?: string };

const MB = "x".repeat(1024 * 1024);
// Values of the wrong type for whatever a field expects: text in numbers, 'maybe' in booleans, no-URLs in URLs.
const WRONG = [
  "maybe",
  "abc",
  "-1",
  "1e309",
  "NaN",
  "0x1F",
  "1.5",
  "99999999999999999999999",
  "",
  " ",
  "null",
  "undefined",
  "[object Object]",
  '{"a":1}',
  "javascript:alert(1)",
];
const GARBLED = [
  "\uD800",
  "\uDFFF\uD800",
  "\u0000\u0000",
  "\u202Egnp.exe",
  "%FF%FE%00",
  "\uFEFF",
  "\\",
  "'; DROP TABLE user; --",
  "<script>alert(1)</script>",
];

function form(fields: [string, string][]): Body["body"] {
  const params = new URLSearchParams();
  for (const [k, v] of fields) params.append(k, v);
  return params;
}

/**
 * Buttons with nothing to fill in: their intent alone is the whole, well-formed request (fetch the
 * missing imported images again), so "only the intent" is not a malformed body for them.
 */
const COMPLETE_WITHOUT_FIELDS = new Set(["retry-images"]);

/** The malformed bodies for one intent (null: no intent at all) and a route's field names. */
function bodiesFor(intent: string | null, fields: string[]): Body[] {
  const head: [string, string][] = intent === null ? [] : [["intent", intent]];
  const tag = intent ?? "(no intent)";
  const bodies: Body[] = [
    ...(intent !== null && COMPLETE_WITHOUT_FIELDS.has(intent)
      ? []
      : [{ label: `${tag}: only the intent, every other field missing`, body: form(head) }]),
    {
      label: `${tag}: wrong types in every field`,
      body: form([...head, ...fields.map((f, i): [string, string] => [f, WRONG[i % WRONG.length]!])]),
    },
    // The id of the row every table was seeded with, and garbage in the other fields: an action that
    // writes before it validates would alter that row. (A delete of an existing id rightly deletes it.)
    ...(intent !== null && /delete|remove/.test(intent)
      ? []
      : [
          {
            label: `${tag}: an existing row's id, garbled text in every other field`,
            body: form([
              ...head,
              ["id", "1"],
              ...fields.filter((f) => f !== "id").map((f, i): [string, string] => [f, GARBLED[i % GARBLED.length]!]),
            ]),
          },
        ]),
    {
      label: `${tag}: every field repeated with different values`,
      body: form([
        ...head,
        ...head,
        ...fields.flatMap((f, i): [string, string][] => [
          [f, WRONG[i % WRONG.length]!],
          [f, "999999"],
          [f, "true"],
        ]),
      ]),
    },
    {
      label: `${tag}: array and object keys for every field`,
      body: form([
        ...head,
        ...fields.flatMap((f): [string, string][] => [
          [`${f}[0]`, "a"],
          [`${f}[]`, "b"],
          [`${f}.x`, "c"],
          [`${f}[x][y]`, "d"],
        ]),
      ]),
    },
    {
      label: `${tag}: 1 MB strings`,
      body: form([...head, ...fields.map((f, i): [string, string] => [f, i < 4 ? MB : MB.slice(0, 10_000)])]),
    },
    {
      label: `${tag}: garbled text and bytes`,
      body: form([...head, ...fields.map((f, i): [string, string] => [f, GARBLED[i % GARBLED.length]!])]),
    },
    {
      label: `${tag}: invalid percent-encoding and raw bytes`,
      body: new Uint8Array([
        ...new TextEncoder().encode(`intent=${intent ?? ""}&${fields[0] ?? "x"}=%E0%A4%A&id=%`),
        0xff,
        0xfe,
        0xc3,
        0x28,
        0x26,
        0x3d,
        0x3d,
      ]),
    },
  ];
  const multipart = new FormData();
  if (intent !== null) multipart.append("intent", intent);
  for (const f of fields)
    multipart.append(f, new File(["<script>alert(1)</script>"], `${f}.html`, { type: "text/html" }));
  bodies.push({ label: `${tag}: multipart with a file in every field`, body: multipart });
  return bodies;
}

/** Bodies that do not depend on the intent: empty, unknown intent, huge field count, JSON. */
function routeBodies(fields: string[]): Body[] {
  const many: [string, string][] = [["intent", "create"]];
  for (let i = 0; i < 10_000; i += 1) many.push([`f${i}`, String(i)]);
  const json = JSON.stringify({ intent: "create", ...Object.fromEntries(fields.map((f) => [f, { nested: [1, 2] }])) });
  return [
    { label: "empty body", body: null },
    { label: "empty form", body: form([]) },
    {
      label: "unknown intent",
      body: form([["intent", "__no_such_intent__"], ...fields.map((f): [string, string] => [f, "x"])]),
    },
    {
      label: "intent is an array",
      body: form([
        ["intent[]", "create"],
        ["intent[]", "delete"],
      ]),
    },
    { label: "10 000 fields", body: form(many) },
    { label: "JSON with a form content type", body: json },
    { label: "JSON with a JSON content type", body: json, contentType: "application/json" },
    { label: "plain text", body: "intent=create", contentType: "text/plain" },
    {
      label: "multipart content type without a boundary",
      body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate\r\n--x--',
      contentType: "multipart/form-data",
    },
    {
      label: "multipart with a garbled body",
      body: '--b\r\nContent-Disposition: form-data; name="intent\r\n\r\n',
      contentType: "multipart/form-data; boundary=b",
    },
  ];
}

// Tables a refused post may legitimately change: sign-in attempts count against a limit.
const VOLATILE = new Set(["rate_limits", "d1_migrations", "sqlite_sequence", "_cf_KV", "_cf_METADATA"]);
let tables: string[] = [];

type Column = { name: string; type: string; notnull: number; dflt_value: unknown; pk: number };
type ForeignKey = { table: string; from: string; to: string };

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
async function parentsFirst(names: string[]): Promise<{ order: string[]; keys: Map<string, ForeignKey[]> }> {
  const keys = new Map<string, ForeignKey[]>();
  for (const name of names)
    keys.set(name, (await env.DB.prepare(`PRAGMA foreign_key_list("${name}")`).all<ForeignKey>()).results);
  const order: string[] = [];
  const visit = (name: string) => {
    if (order.includes(name)) return;
    for (const key of keys.get(name) ?? []) if (key.table !== name && names.includes(key.table)) visit(key.table);
    order.push(name);
  };
  names.forEach(visit);
  return { order, keys };
}

/**
 * One row in every table, filled from the table's own column list (so a new table is covered without
 * a fixture). An action that wrongly UPDATEs or deletes a row changes these, which a row count of
 * empty tables would never show. Integer keys are 1 and text keys 'seed', so a body that names id 1
 * aims at a real row.
 */
async function seedEveryTable() {
  const { order, keys } = await parentsFirst(tables);
  for (const name of [...order].reverse()) await env.DB.prepare(`DELETE FROM "${name}"`).run();
  const seeded = new Map<string, Record<string, unknown>>();
  for (const name of order) {
    const columns = (await env.DB.prepare(`PRAGMA table_info("${name}")`).all<Column>()).results;
    const values: Record<string, unknown> = {};
    for (const column of columns) {
      const key = (keys.get(name) ?? []).find((k) => k.from === column.name);
      const numeric = /INT|REAL|NUM/i.test(column.type);
      if (key) values[column.name] = seeded.get(key.table)?.[key.to ?? "id"] ?? null;
      else if (column.pk) values[column.name] = numeric ? 1 : "seed";
      else if (column.notnull && column.dflt_value === null) values[column.name] = numeric ? 1 : `seed ${column.name}`;
    }
    const names = Object.keys(values);
    const row = await env.DB.prepare(
      `INSERT INTO "${name}" (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map(() => "?").join(", ")}) RETURNING *`,
    )
      .bind(...names.map((n) => values[n]))
      .first<Record<string, unknown>>();
    seeded.set(name, row!);
  }
}

/** Every row of every table (one round trip), as one JSON line per row, per table. */
async function snapshot(): Promise<Record<string, string[]>> {
  const results = await env.DB.batch<Record<string, unknown>>(
    tables.map((t) => env.DB.prepare(`SELECT * FROM "${t}" ORDER BY rowid`)),
  );
  return Object.fromEntries(
    tables.map((t, i) => [
      t,
      results[i]!.results.filter((row) => !expectedWrite(t, row))
        .map(ownPart)
        .map((row) => JSON.stringify(row)),
    ]),
  );
}

/**
 * What any post may write besides its own action's work: a passkey challenge (a valid "options"
 * request, whatever else its body holds, writes one, as asking for a captcha would) is left out.
 */
function expectedWrite(table: string, row: Record<string, unknown>) {
  return table === "verification" && String(row.value ?? "").includes('"expectedChallenge"');
}

/** A session's "last seen", which the admin gate notes on any request (at most every 5 minutes), is left out. */
function ownPart(row: Record<string, unknown>) {
  if (!("last_seen_at" in row)) return row;
  const { last_seen_at: _seen, ...rest } = row;
  return rest;
}

async function send(path: string, body: Body, headers: Record<string, string>) {
  const init: RequestInit = {
    method: "POST",
    body: body.body,
    headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp(), ...headers },
  };
  // Form bodies set their own type (URLSearchParams, FormData); the others say what they claim to be.
  if (typeof body.body === "string" || body.body instanceof Uint8Array || body.body === null) {
    (init.headers as Record<string, string>)["Content-Type"] = body.contentType ?? "application/x-www-form-urlencoded";
  }
  return fetchWorker(path, init);
}

/** A body's group: its intent (the label's head), or the intent-free bodies of routeBodies. */
const groupOf = (label: string) => (label.includes(": ") ? label.slice(0, label.indexOf(": ")) : "(intent-free)");

/**
 * Sends every body; collects each server error and each table whose rows changed (added, removed or
 * updated) as a readable failure. A `mayShrink` table may lose rows, but not gain or alter any.
 * Every table is read once per group of bodies (one intent's), not after every body: a refused post
 * changes nothing, so a change after a group names its bodies, and no later body of the group could hide
 * it (none posts the seeded rows' values back). It was a seventh of each post's time.
 */
async function fuzz(path: string, bodies: Body[], headers: Record<string, string>, mayShrink: string[] = []) {
  const problems: string[] = [];
  // Each group's "after" is the next group's "before".
  let before = await snapshot();
  let group: string[] = [];
  for (const [index, body] of bodies.entries()) {
    const response = await send(path, body, headers);
    const text = await response.text();
    if (response.status >= 500)
      problems.push(`${body.label} → ${response.status} ${text.replace(/\s+/g, " ").slice(0, 200)}`);
    group.push(body.label);
    const next = bodies[index + 1];
    if (next && groupOf(next.label) === groupOf(body.label)) continue;
    const after = await snapshot();
    const who = group.length === 1 ? group[0] : `one of ${group.join(" | ")}`;
    for (const table of tables) {
      const was = before[table]!;
      const is = after[table]!;
      if (mayShrink.includes(table) && is.every((row) => was.includes(row))) continue;
      if (was.join("\n") !== is.join("\n")) {
        const added = is.filter((row) => !was.includes(row));
        const gone = was.filter((row) => !is.includes(row));
        problems.push(
          `${who} → ${table} changed: -${gone.join(" -").slice(0, 300)} +${added.join(" +").slice(0, 300)}`,
        );
      }
    }
    before = after;
    group = [];
  }
  return problems;
}

const all = flatten(routes as Entry[]).filter((r, i, list) => list.findIndex((o) => o.path === r.path) === i);
const actionRoutes = all.filter((r) => hasAction(r.file) && r.path !== "/logout");

/** Concrete URLs: every content type for :contentType, an unknown segment for the splat. */
function concrete(path: string): string[] {
  if (path.includes(":contentType")) return Object.keys(CONTENT_TYPES).map((key) => path.replace(":contentType", key));
  return [path.replace(/\*$/, "no-such-page").replace(/:[^/]+/g, "no-such-slug")];
}

/** Field names of a URL: a content type's own fields, else those named in the route's sources. */
function vocabularyFor(url: string, file: string) {
  const found = formVocabulary(file);
  const key = url.split("/")[2] ?? "";
  const def = (CONTENT_TYPES as Record<string, ContentTypeDef>)[key];
  if (file === "routes/admin/content.tsx" && def) {
    return {
      intents: found.intents,
      fields: [...new Set(["id", "field", "value", "direction", ...def.fields.map((f) => f.name)])],
    };
  }
  return found;
}

/*
 * One back-office action module behind many addresses: every content type's screen (content.tsx), every
 * page hero, every type's versions, the three event screens. The intents that save the type's own fields
 * get every input class at every address, as each type has a schema of its own. Every other intent
 * (delete, toggle, move, the unknown ones, none at all) takes the same path whatever the address, so its
 * input classes are dealt out over the module's addresses instead: an address gets every SHARE-th class
 * of each such intent (a different one per intent; every third where a module has three), and each
 * intent and class still reaches one of the three event screens and three or more of the others' 12 to
 * 19 addresses; "deals every class" below checks it. The intent-free bodies of routeBodies go to every address.
 * Dealt out, the suite sends 4,646 posts instead of 7,659.
 */
const SCHEMA_INTENTS = new Set(["create", "update", "save"]);
const SHARE = 4;

type Target = { route: ActionRoute; url: string };

/** The bodies one address gets; `place` is its position among the addresses of its module, of `of`. */
function bodiesOf(fields: string[], intents: string[], place: number, of: number): Body[] {
  const share = Math.min(SHARE, of);
  return [
    ...routeBodies(fields),
    ...[null, ...intents].flatMap((intent, i) => {
      const bodies = bodiesFor(intent, fields);
      if (intent !== null && SCHEMA_INTENTS.has(intent)) return bodies;
      return bodies.filter((_, j) => (j + i + place) % share === 0);
    }),
  ];
}

/** Every address with the bodies it gets. */
function plan(targets: Target[]) {
  return targets.map(({ route, url }) => {
    // Public addresses (a German and an English twin) keep every body: each language answers in its own words.
    const siblings = route.admin ? targets.filter((t) => t.route.file === route.file) : [{ route, url }];
    const { intents, fields } = vocabularyFor(url, route.file);
    const bodies = bodiesOf(
      fields,
      intents,
      siblings.findIndex((t) => t.url === url),
      siblings.length,
    );
    return { route, url, intents, fields, bodies };
  });
}

/** Half `half` (0 or 1) of the actions, every other one in the route table's order; the second half also runs the cases beside them. */
export function malformedPostsToEveryAction(half: 0 | 1) {
  let admin: string;
  beforeAll(async () => {
    // Ordinary tables only: the search indexes (virtual tables and the shadow tables behind them) refuse
    // direct writes, and their triggers keep them in step with their source tables, which are here.
    const rows = await env.DB.prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name <> 'sqlite_schema'",
    ).all<{
      name: string;
    }>();
    tables = rows.results.map((r) => r.name).filter((name) => !VOLATILE.has(name));
    expect(tables.length).toBeGreaterThan(10);
    await clearTables(schema.rateLimits);
    await seedEveryTable();
    admin = (await sessionAs("admin")).cookie;
    // The snapshot really reads every table, and every table holds a row (so an unchanged snapshot means something).
    const seen = await snapshot();
    expect(Object.keys(seen).sort()).toEqual([...tables].sort());
    const empty = tables.filter((t) => seen[t]!.length === 0);
    expect(empty, `tables without a row: ${empty.join(", ")}`).toEqual([]);
  });

  // The test files share one database: leave it empty, as a file that never ran would.
  afterAll(async () => {
    const { order } = await parentsFirst(tables);
    for (const name of [...order].reverse()) await env.DB.prepare(`DELETE FROM "${name}"`).run();
  });

  describe("malformed posts to every action", () => {
    const targets = actionRoutes.flatMap((route) => concrete(route.path).map((url) => ({ route, url })));
    const planned = plan(targets);
    for (const [index, { route, url, intents, fields, bodies }] of planned.entries()) {
      if (index % 2 !== half) continue;
      const who = route.admin ? "as an admin" : "as a visitor";
      const counts = `${intents.length} intents, ${fields.length} fields, ${bodies.length} bodies`;
      it(`POST ${url} ${who} (${counts}): no 5xx, no rows written`, async () => {
        const headers: Record<string, string> = route.admin ? { Cookie: admin } : {};
        const problems = await fuzz(url, bodies, headers);
        expect(problems, problems.join("\n")).toEqual([]);
      }, 300_000);
    }
    if (half === 0) return;

    it("finds the actions of the route table (public and back office)", () => {
      const paths = actionRoutes.map((r) => r.path);
      for (const expected of [
        "/login",
        "/kontakt",
        "/newsletter",
        "/preferences",
        "/admin/:contentType",
        "/admin/legal",
      ])
        expect(paths).toContain(expected);
    });

    it("deals every class of every intent to addresses of each module served under several", () => {
      const label = (file: string, body: Body) => `${file} ${body.label}`;
      const everything = planned.flatMap(({ route, intents, fields }) =>
        [...routeBodies(fields), ...[null, ...intents].flatMap((intent) => bodiesFor(intent, fields))].map((body) =>
          label(route.file, body),
        ),
      );
      const sent = new Set(planned.flatMap(({ route, bodies }) => bodies.map((body) => label(route.file, body))));
      const missing = [...new Set(everything)].filter((posted) => !sent.has(posted));
      expect(missing, missing.join("\n")).toEqual([]);
      // The intents that save a type's own fields: every class to every address.
      for (const { url, intents, bodies } of planned.filter(({ route }) => route.file === "routes/admin/content.tsx"))
        for (const intent of intents.filter((i) => SCHEMA_INTENTS.has(i)))
          expect(bodies.filter((b) => b.label.startsWith(`${intent}:`)).length, `${url} ${intent}`).toBe(9);
      // 7,659 posts to 4,646 when this was written.
      expect(planned.reduce((sum, { bodies }) => sum + bodies.length, 0)).toBeLessThan(everything.length * 0.7);
    });

    it("finds a route's intents in the modules it imports from beside it (./<name>.server)", () => {
      // The users screen's intents are named only in its server module, imported as "./users.server".
      expect(formVocabulary("routes/admin/users/route.tsx").intents).toEqual(
        expect.arrayContaining(["ban", "password", "revoke", "role", "unban"]),
      );
      expect(formVocabulary("routes/admin/redirect-links/route.tsx").intents).toEqual(
        expect.arrayContaining(["create", "update"]),
      );
    });

    it("a body that is not a form is refused before any action: 415, a broken form 400", async () => {
      const json = await send(
        "/admin/blog",
        { label: "json", body: '{"intent":"create"}', contentType: "application/json" },
        { Cookie: admin },
      );
      expect(json.status).toBe(415);
      const broken = await send(
        "/kontakt",
        { label: "broken", body: "--b\r\nnonsense", contentType: "multipart/form-data; boundary=b" },
        {},
      );
      expect(broken.status).toBe(400);
      const fine = await send("/kontakt", { label: "form", body: "name=" }, {});
      expect(fine.status).toBe(400); // the contact form's own field errors, not the guard
      expect(await fine.text()).not.toContain("could not be read");
    });

    it("POST /logout with malformed bodies signs out without a server error or new rows", async () => {
      const { fields } = formVocabulary("routes/logout.ts");
      const bodies = [...routeBodies(fields), ...bodiesFor(null, fields)];
      const problems: string[] = [];
      for (const body of bodies) {
        // A live session each time (written back after the last sign-out): a malformed sign-out still
        // signs out (that is not a half-written record).
        const { cookie } = await sessionAs("user");
        problems.push(...(await fuzz("/logout", [body], { Cookie: cookie }, ["session"])));
      }
      expect(problems, problems.join("\n")).toEqual([]);
    }, 300_000);

    it("the public actions answer malformed bodies from a signed-in admin too", async () => {
      const problems: string[] = [];
      for (const route of actionRoutes.filter((r) => !r.admin)) {
        for (const url of concrete(route.path))
          problems.push(...(await fuzz(url, routeBodies(formVocabulary(route.file).fields), { Cookie: admin })));
      }
      expect(problems, problems.join("\n")).toEqual([]);
    }, 300_000);
  });
}
