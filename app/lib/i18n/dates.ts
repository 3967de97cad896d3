/** Built on first use and kept: a formatter costs far more to create than to use, and every blog card uses one. */
let germanDate: Intl.DateTimeFormat | undefined;

/** Dates are shown in German format (dd.mm.yyyy) in both languages, as the spec asks. */
export function formatGermanDate(value: Date | number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  germanDate ??= new Intl.DateTimeFormat("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Berlin",
  });
  return germanDate.format(date);
}
