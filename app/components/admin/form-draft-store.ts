import type { FieldDef } from "~/lib/admin";

/*
 * What a content form keeps in the browser (decision 0051): its fields as typed, under the type and the
 * record, so a new record that has nothing on the server yet, or input the server would not take yet,
 * survives a reload or a closed tab and is offered back when the same form opens again.
 */

type Entries = [string, string][];
type Stored = { version: string; entries: Entries; at: string };

const PREFIX = "admin-form:";

/** The browser's key of a form: its type and record (a published one, a draft never published, or new). */
export function formKey(type: string, id: number | null, draftId: number | null) {
  return `${type}:${draftId !== null && id === null ? `d${draftId}` : id !== null ? `r${id}` : "new"}`;
}

/** The fields of a form as they would be posted (files and the workflow's own fields left out). */
export function formEntries(form: HTMLFormElement, fields: FieldDef[]): Entries {
  const names = new Set(fields.map((field) => field.name));
  const entries: Entries = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    if (names.has(name) || names.has(name.replace(/\[\d+\]$/, ""))) entries.push([name, value]);
  }
  return entries;
}

export function sameEntries(a: Entries, b: Entries) {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function keepLocally(key: string, version: string, entries: Entries) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ version, entries, at: new Date().toISOString() }));
  } catch {
    // Storage full or refused (private mode): the text is still in the form, only not kept across a reload.
  }
}

export function forgetLocal(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing was kept.
  }
}

/** What was kept for this form, if it was typed over the version the form opens now. */
export function keptFor(key: string, version: string): Stored | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (stored.version !== version || !Array.isArray(stored.entries)) return null;
    return stored;
  } catch {
    return null;
  }
}

/** Kept entries as the form's values, field by field (switches by presence, tags as their list). */
export function valuesOf(fields: FieldDef[], entries: Entries): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === "switch") values[field.name] = entries.some(([name]) => name === field.name);
    else if (field.kind === "tags")
      values[field.name] = entries.filter(([name]) => name.startsWith(`${field.name}[`)).map(([, value]) => value);
    else {
      const entry = entries.find(([name]) => name === field.name);
      if (entry) values[field.name] = entry[1];
    }
  }
  return values;
}
