// Part of npm run lint: how code reaches the feature folders of app/lib (docs/decisions/0068).
// - Outside app/lib (routes, components, the Worker, integration tests) a folder is imported through its
//   barrel only: ~/lib/<feature> for client-safe names, ~/lib/<feature>/index.server for server ones.
// - Inside app/lib a file names the file it needs, never a barrel: barrels between folders that use each
//   other's files close import cycles.
// - A barrel only re-exports; index.ts never a *.server module (the browser imports it), index.server.ts
//   only those.
// scripts/, db/ and tests/e2e/ run in Node outside the bundler and name the file, so they are not checked;
// nor is app/routes.ts: the framework's config loader reads it and resolves no ~/ alias, which the files
// behind a barrel use.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const LIB = path.join("app", "lib");
const SCOPE = ["app", "workers", path.join("tests", "integration")];
const EXTS = [".ts", ".tsx"];
const FEATURES = readdirSync(LIB, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "+types") yield* sourceFiles(file);
    else if (entry.isFile() && EXTS.some((ext) => entry.name.endsWith(ext))) yield file;
  }
}

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTS.map((ext) => base + ext), ...EXTS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The feature folder a file is in (app/lib/<feature>/…), or null. */
function featureOf(file) {
  const [feature, ...rest] = path.relative(LIB, file).split(path.sep);
  return rest.length > 0 && FEATURES.includes(feature) ? feature : null;
}
const barrelOf = (file) =>
  /^index(\.server)?\.ts$/.test(path.basename(file)) && path.dirname(path.dirname(file)) === LIB;
const isServer = (file) => /\.server\.tsx?$/.test(file);

// Static imports and re-exports, type-only ones too; dynamic import() may load one file on purpose.
const STATEMENT = /^(?:import|export)\s(?:[^;]*?\sfrom\s+)?"([^"]+)";?$/gms;

const problems = [];
const EXEMPT = new Set([path.join("app", "routes.ts")]);
for (const file of SCOPE.flatMap((dir) => [...sourceFiles(dir)]).filter((file) => !EXEMPT.has(file))) {
  const inLib = !path.relative(LIB, file).startsWith("..");
  const ownBarrel = barrelOf(file);
  const text = readFileSync(file, "utf8");
  // A barrel only re-exports, so the bundler drops the files behind the names a page does not take.
  const rest = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "").replace(STATEMENT, "");
  if (ownBarrel && rest.trim() !== "") problems.push(`${file}: holds more than re-exports`);
  for (const [, specifier] of text.matchAll(STATEMENT)) {
    if (specifier.includes("?")) continue; // a file read as text
    const target = resolve(file, specifier);
    const feature = target && featureOf(target);
    if (!feature) continue;
    if (ownBarrel) {
      if (path.basename(file) === "index.ts" && isServer(target))
        problems.push(`${file}: re-exports the server module ${specifier}; it belongs in index.server.ts`);
      if (path.basename(file) === "index.server.ts" && !isServer(target))
        problems.push(`${file}: re-exports the client-safe module ${specifier}; it belongs in index.ts`);
    } else if (inLib && barrelOf(target)) {
      problems.push(`${file}: imports the barrel "${specifier}"; inside app/lib name the file`);
    } else if (!inLib && !barrelOf(target)) {
      const barrel = `~/lib/${feature}${isServer(target) ? "/index.server" : ""}`;
      problems.push(`${file}: imports "${specifier}"; outside app/lib import "${barrel}"`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Imports of app/lib's feature folders (docs/decisions/0068):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("check-lib-imports: code outside app/lib reaches its folders through their index files only.");
