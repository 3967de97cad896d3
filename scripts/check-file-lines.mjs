// Part of npm run lint: no source file in app/ is longer than 400 lines. A longer file has outgrown one
// responsibility; split it by what its parts do rather than raise the limit.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const MAX_LINES = 400;
const ROOT = "app";

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // React Router's generated types are not ours to split.
    if (entry.isDirectory() && entry.name !== "+types") yield* sourceFiles(file);
    else if (entry.isFile() && /\.(ts|tsx|mts|js|jsx|mjs|css)$/.test(entry.name)) yield file;
  }
}

const tooLong = [];
for (const file of sourceFiles(ROOT)) {
  const text = readFileSync(file, "utf8");
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push(`  ${file}: ${lines} lines`);
}
if (tooLong.length > 0) {
  console.error(
    `Files in ${ROOT}/ longer than ${MAX_LINES} lines (split them by responsibility):\n${tooLong.join("\n")}`,
  );
  process.exit(1);
}
console.log(`check-file-lines: every file in ${ROOT}/ has at most ${MAX_LINES} lines.`);
