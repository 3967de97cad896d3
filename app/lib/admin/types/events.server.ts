import { FieldError } from "../field-error";
import type { TableHooks } from "../table-hooks";

/**
 * A new event or congress needs its start: the page's date text and whether it is past come from it.
 * A record saved before the dates were asked may stay without (a recurring evening has its own text).
 */
export function requireStartWhenNew(values: Record<string, unknown>, id: number | null): Record<string, unknown> {
  if (id === null && !(values.starts_at instanceof Date)) {
    throw new FieldError("starts_at", "Beginn ist erforderlich");
  }
  return values;
}

export const eventHooks: TableHooks = {
  prepare: async (_db, values, id) => requireStartWhenNew(values, id),
};
