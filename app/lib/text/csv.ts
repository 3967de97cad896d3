/**
 * Pure CSV writing (RFC 4180) for downloads that admins open in a spreadsheet.
 *
 * - Fields containing a separator (a comma, or a semicolon: German Excel splits on `;`), a double
 *   quote, CR or LF are quoted, so every field stays one cell whichever separator opens it; inner
 *   quotes are doubled.
 * - Records end with CRLF.
 * - Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR, or their
 *   full-width forms) gets a leading apostrophe (OWASP "CSV injection"): names and messages come from
 *   visitors. Also after leading white space: importers that trim cells (LibreOffice's "trim spaces",
 *   Power Query) would otherwise see the formula, and the apostrophe costs plain text nothing.
 * - A formula start after a `;` or `,` inside a cell (and after a line break) gets the apostrophe too:
 *   German Excel opens our comma-separated file splitting on `;` and ignores a quote that begins
 *   mid-field, so `x,"Bars;=1+2"` would give it the cell `=1+2`; a program splitting on `,` the same way
 *   would run what follows a comma, and one ignoring the quotes starts a row at every line break.
 * - The file starts with a UTF-8 byte order mark so Excel reads umlauts correctly.
 */
export const CSV_BOM = "\uFEFF";
const CSV_EOL = "\r\n";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
const NEEDS_QUOTES = /[",;\r\n]/;
/** A separator that some spreadsheet splits on inside quotes, followed (after blanks or quotes) by a formula start. */
const INNER_FORMULA =
  /[;,](?=[\s\u00a0\u3000"]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20])|[\r\n](?=[ \t\u00a0\u3000"]*[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

/** Text with an apostrophe before every formula start a spreadsheet could see, at the start or inside. */
function neutralise(text: string): string {
  const inner = text.replace(INNER_FORMULA, "$&'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** One field: neutralised against formulas when it is text, then quoted if needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? "" : value.toISOString();
  else if (typeof value === "string") text = neutralise(value);
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record without its line end. */
function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",");
}

/** A whole file: BOM, header, records, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => csvRow(row) + CSV_EOL).join("");
}
