import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/lib/script-priority.server";
import { fetchWorker } from "../helpers";

/*
 * The hydration scripts' preloads are asked for at low priority, so a slow connection brings the
 * stylesheet and the first image first (decision 0065). React writes the page in chunks of any size:
 * a tag split between two chunks must be marked too, and nothing else may change.
 */

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Seite</main>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/>' +
  '<p>rel="modulepreload" as text stays text</p><script type="module" async>import("/assets/entry.client.js");</script></body></html>';
const expected = page.replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');

async function throughTransform(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

describe("module preloads at low priority", () => {
  it("marks every preload of a page sent in one piece, and changes nothing else", async () => {
    expect(await throughTransform([page])).toBe(expected);
    expect(expected.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("marks a preload whose tag is split between two chunks at any byte", async () => {
    for (let cut = 1; cut < page.length; cut++) {
      expect(await throughTransform([page.slice(0, cut), page.slice(cut)]), `cut at ${cut}`).toBe(expected);
    }
  });

  it("marks every preload when the page arrives a few bytes at a time", async () => {
    for (const size of [1, 3, 7, 24, 25, 26]) {
      const chunks: string[] = [];
      for (let at = 0; at < page.length; at += size) chunks.push(page.slice(at, at + size));
      expect(await throughTransform(chunks), `chunks of ${size}`).toBe(expected);
    }
  });

  it("asks for the home page's hydration scripts at low priority", async () => {
    const html = await (await fetchWorker("/")).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  });
});
