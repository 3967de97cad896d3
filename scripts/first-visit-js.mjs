// The JavaScript a first visit to a page downloads, counted the same way by `npm run bench` and
// `npm run lighthouse`: every /assets/*.js the HTML loads (script src, modulepreload links and the
// static imports of inline module scripts; not the route manifest's list of file names, which names
// a manifest file the browser never fetches while routes are discovered lazily) and, transitively,
// every chunk those modules import statically. A dynamic import() is not followed: it loads when the visitor asks for it. Each file
// is read from the build (build/client) and gzipped here at level 6, as `gzip` does, because
// wrangler dev may send it uncompressed while the edge compresses in production.
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = "build/client";
// `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1] ?? null;

/** The script files the HTML itself loads. */
function htmlScripts(html) {
  const paths = [];
  for (const [tag] of html.matchAll(MODULEPRELOAD)) paths.push(attribute(tag, "href"));
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    paths.push(attribute(attrs, "src"));
    if (attribute(attrs, "type") === "module") for (const m of body.matchAll(STATIC_IMPORT)) paths.push(m[1]);
  }
  return paths.filter((path) => path?.startsWith("/assets/") && path.endsWith(".js"));
}

/**
 * @param {string} html the page as served
 * @returns {{ files: { path: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function firstVisitJs(html) {
  const queue = htmlScripts(html);
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
