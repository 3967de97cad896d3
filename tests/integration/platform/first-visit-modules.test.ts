import { describe, expect, it } from "vitest";

/*
 * What a first visit to / downloads (docs/decisions/0066-first-visit-javascript-and-server-bundle.md):
 * the modules the home page reaches through static imports must not reach tailwind-merge (through
 * ~/lib/utils) nor the detail pages' JSON-LD builders. The walk follows every static import of app/
 * except *.server modules, so it is stricter than the browser build (which also drops loader imports).
 */
const SOURCES = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `/app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = new URL(specifier, `file://${from}`).pathname;
  else return null; // a package, or ~db (the schema, types only in the browser)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (candidate in SOURCES) return candidate;
  }
  return null;
}

// A feature folder's barrel (app/lib/<feature>/index.ts) only re-exports; the bundle keeps the modules
// behind the names a file takes from it, so the walk follows those re-exports and no others.
const BARREL = /^\/app\/lib\/[^/]+\/index\.ts$/;

/** The value names of an import or export list (`type` ones are gone in the browser); null: all of them. */
function namesOf(clause: string): string[] | null {
  const list = /^\s*\{([^}]*)\}\s*$/.exec(clause.replace(/\s+from\s+$/, ""));
  if (!list) return null;
  return list[1]
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith("type "))
    .map((item) => item.split(/\s+as\s+/)[0]);
}

/** Every module reached from `entry`, each with the chain of imports that led to it. */
function reached(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  const visit = (chain: string[], target: string) => {
    if (target.includes(".server") || chains.has(target)) return;
    chains.set(target, [...chain, target]);
    queue.push(target);
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    const source = SOURCES[file];
    // Static imports and re-exports; `import type` and dynamic import() are not part of the first visit.
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)([^;]*?\sfrom\s+)?"([^"]+)";?$/gms)) {
      const target = resolve(file, match[2]);
      if (!target) continue;
      if (!BARREL.test(target)) {
        visit(chains.get(file)!, target);
        continue;
      }
      const taken = namesOf(match[1] ?? "");
      for (const offer of SOURCES[target].matchAll(/^export\s+(?!type\s)(\{[^}]*\})\s+from\s+"([^"]+)";$/gms)) {
        const offered = namesOf(offer[1]) ?? [];
        const module = resolve(target, offer[2]);
        if (module && (!taken || offered.some((name) => taken.includes(name)))) {
          visit([...chains.get(file)!, target], module);
        }
      }
    }
  }
  return chains;
}

describe("first visit to /", () => {
  const modules = reached("/app/routes/home.tsx");
  for (const entry of ["/app/root.tsx", "/app/routes/site-layout.tsx"]) {
    for (const [file, chain] of reached(entry)) if (!modules.has(file)) modules.set(file, chain);
  }

  it("walks the site frame and the home page", () => {
    expect(modules.has("/app/components/cookie-banner.tsx")).toBe(true);
    expect(modules.has("/app/components/newsletter-form.tsx")).toBe(true);
  });

  it("does not reach tailwind-merge: the site frame's controls join their classes", () => {
    expect(modules.get("/app/lib/utils.ts")?.join(" → ")).toBeUndefined();
  });

  it("does not reach the detail pages' JSON-LD builders", () => {
    expect(modules.get("/app/lib/pages/structured-data.ts")?.join(" → ")).toBeUndefined();
  });

  // Parts hydrated on first use (components/on-first-use.tsx): their code loads through import() when
  // the visitor reaches for them; a static import anywhere on the way brings them back into every page.
  it.each([
    ["the newsletter sign-up", "/app/components/newsletter-signup.tsx"],
    ["the newsletter form's guard", "/app/components/form-guard-fields.tsx"],
  ])("does not reach %s: it loads on first use", (_, file) => {
    expect(modules.get(file)?.join(" → ")).toBeUndefined();
  });
});
