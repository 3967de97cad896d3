/*
 * Small real images for the WordPress media tests, and a stand-in for another site's server: the
 * Worker's outgoing fetch is the boundary, so a test hands `fetcher` a function that answers the way
 * a WordPress host would, from bytes held here.
 */

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A real 6×4 JPEG (drawn for these tests, 313 bytes). */
export const JPEG = fromBase64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAYDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAdEAACAgEFAAAAAAAAAAAAAAACAwAREwESIkFR/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQX/xAAWEQEBAQAAAAAAAAAAAAAAAAAAAjH/2gAMAwEAAhEDEQA/AKNu9K141jjvkI0RX7r3ERBDrX//2Q==",
);

/** A real 4×3 PNG. */
export const PNG = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4UaEBRww4OQBQxhDhRtmi7QAAAABJRU5ErkJggg==",
);

/**
 * The JPEG with a comment segment carrying `text`: another file (another hash) with the same picture,
 * so tests sharing the local D1 never meet each other's images.
 */
export function uniqueJpeg(text: string): Uint8Array<ArrayBuffer> {
  const comment = new TextEncoder().encode(text);
  const out = new Uint8Array(JPEG.length + 4 + comment.length);
  out.set(JPEG.subarray(0, 2));
  out.set([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff], 2);
  out.set(comment, 6);
  out.set(JPEG.subarray(2), 6 + comment.length);
  return out;
}

type Answer = Response | (() => Response | Promise<Response>);

/**
 * A fetcher serving fixed answers by address (anything else: 404), recording every address asked for.
 * Each answer is made afresh per request, as a body can be read only once.
 */
export function fakeHost(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    const answer = answers[url];
    if (!answer) return new Response("Not Found", { status: 404 });
    return typeof answer === "function" ? answer() : answer.clone();
  }) as typeof fetch;
  return { fetcher, asked };
}

export const image =
  (bytes: Uint8Array<ArrayBuffer>, type = "image/jpeg") =>
  () =>
    new Response(bytes, { headers: { "Content-Type": type } });

export const redirect =
  (to: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { Location: to } });
