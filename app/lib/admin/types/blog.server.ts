import { formatGermanDate } from "../../i18n/dates";
import type { TableHooks } from "../table-hooks";

/** Today in the spec's German format (dd.mm.yyyy), in the site's time zone. */
function todayGerman(now = new Date()): string {
  return formatGermanDate(now);
}

export const blogHooks: TableHooks = {
  // Blog posts (back-office.md 9): an empty date becomes today's date in German format.
  prepare: async (_db, values) => ({
    ...values,
    date: typeof values.date === "string" && values.date ? values.date : todayGerman(),
  }),
  // Used where the route asks for computed defaults (newRecordDefaults): the form starts with today.
  newDefaults: async () => ({ date: todayGerman() }),
};
