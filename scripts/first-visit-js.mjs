// The JavaScript a first visit to a page downloads, counted the same way by `npm run bench` and
// `npm run lighthouse`: every /assets/*.js the HTML names (module scripts, the inline hydration
// script's imports and modulepreloads) and, transitively, every chunk those modules import
// statically. A dynamic import() is not followed: it loads when the visitor asks for it. Each file
// is read from the build (build/client) and gzipped here at level 6, as `gzip` does, because
// wrangler dev may send it uncompressed while the edge compresses in production.
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = "build/client";
// `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const HTML_ASSET = /["'(\s](\/assets\/[^"'\s)]+\.js)["')\s]/g;

/**
 * @param {string} html the page as served
 * @returns {{ files: { path: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function firstVisitJs(html) {
  const queue = [...html.matchAll(HTML_ASSET)].map((m) => m[1]);
  const seen = new Set();
  const files = [];
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const body = readFileSync(join(CLIENT_DIR, path));
    files.push({ path, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    for (const m of body.toString("utf8").matchAll(STATIC_IMPORT)) {
      const spec = m[1];
      if (spec.startsWith("./") || spec.startsWith("../")) queue.push(normalize(join(dirname(path), spec)));
      else if (spec.startsWith("/assets/")) queue.push(spec);
    }
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
