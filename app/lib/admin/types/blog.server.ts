import { berlinDay } from "../../i18n/berlin-time";
import { formatGermanDate } from "../../i18n/dates";
import { parseGermanDate } from "../../pages/structured-data";
import type { TableHooks } from "../table-hooks";

/** Today in the spec's German format (dd.mm.yyyy), in the site's time zone. */
function todayGerman(now = new Date()): string {
  return formatGermanDate(now);
}

export const blogHooks: TableHooks = {
  // Blog posts (back-office.md 9): an empty date becomes today's date in German format. The day it
  // names is kept beside it for sorting (lists, feeds, sitemap); a text without a real date counts as today.
  prepare: async (_db, values) => {
    const date = typeof values.date === "string" && values.date ? values.date : todayGerman();
    return { ...values, date, published_on: parseGermanDate(date) ?? berlinDay(new Date()) };
  },
  // Used where the route asks for computed defaults (newRecordDefaults): the form starts with today.
  newDefaults: async () => ({ date: todayGerman() }),
};
