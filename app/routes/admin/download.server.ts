/*
 * The answers of the back office's download addresses (CSV, backups): a file that is personal data, so
 * never cached and never sniffed into something else, or a short plain-text refusal in its place.
 */

const PRIVATE = { "Cache-Control": "private, no-store" };

/** A file to save under `filename`; `extra` adds headers (a length). */
export function download(
  body: BodyInit | null,
  filename: string,
  type = "text/csv; charset=utf-8",
  extra: Record<string, string> = {},
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": type,
      ...extra,
      "Content-Disposition": `attachment; filename="${filename}"`,
      ...PRIVATE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A refusal or failure as one line of text, in place of the file. */
export function plainText(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE, ...extra },
  });
}
