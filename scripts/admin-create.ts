// Creates an administrator, or promotes an existing account to admin, in the local or the remote D1.
//
//   npm run admin:create -- --email owner@example.com [--name "Jane Doe"] [--remote]
//
// The password comes from ADMIN_PASSWORD (or --password); without one a strong random password is
// generated and printed once. There is no default password. Existing users keep their password unless
// one is given. Runs `wrangler d1 execute`, so --remote needs `wrangler login` (or CLOUDFLARE_API_TOKEN).
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { hashPassword } from "better-auth/crypto";
import { PERSIST_TO } from "./local-env.mjs";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string", default: "Administrator" },
    password: { type: "string" },
    remote: { type: "boolean", default: false },
    local: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

function fail(message: string): never {
  console.error(
    `✖ ${message}\n\nUsage: npm run admin:create -- --email <address> [--name "Full Name"] [--remote]\n       (password from ADMIN_PASSWORD or --password; otherwise one is generated)`,
  );
  process.exit(1);
}

if (values.help) fail("help");
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("--email with a valid address is required");
if (values.remote && values.local) fail("choose --local or --remote, not both");
const name = values.name!.trim() || "Administrator";
const given = values.password ?? process.env.ADMIN_PASSWORD;
if (given !== undefined && given.length < 8) fail("the password must have at least 8 characters");
const password = given ?? randomBytes(18).toString("base64url");
const hash = await hashPassword(password);

const q = (value: string) => `'${value.replaceAll("'", "''")}'`;
const now = Date.now();
const userId = randomUUID();
// One script, applied as a whole: create or promote, add a password account when missing, and set
// the password of an existing account only when one was given.
const statements = [
  `INSERT INTO user (id, name, email, email_verified, role, created_at, updated_at)
   VALUES (${q(userId)}, ${q(name)}, ${q(email)}, 1, 'admin', ${now}, ${now})
   ON CONFLICT(email) DO UPDATE SET role = 'admin', email_verified = 1, updated_at = ${now};`,
  `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
   SELECT ${q(randomUUID())}, u.id, 'credential', u.id, ${q(hash)}, ${now}, ${now} FROM user u
   WHERE u.email = ${q(email)} AND NOT EXISTS (SELECT 1 FROM account a WHERE a.user_id = u.id AND a.provider_id = 'credential');`,
  ...(given !== undefined
    ? [
        `UPDATE account SET password = ${q(hash)}, updated_at = ${now} WHERE provider_id = 'credential' AND user_id = (SELECT id FROM user WHERE email = ${q(email)});`,
      ]
    : []),
];

const dir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
const file = path.join(dir, "admin.sql");
writeFileSync(file, statements.join("\n"), { mode: 0o600 });
const target = values.remote ? ["--remote"] : ["--local", "--persist-to", PERSIST_TO];
const result = spawnSync(
  "npx",
  ["wrangler", "d1", "execute", "DB", ...target, "-c", "wrangler.toml", "--file", file, "--yes"],
  {
    stdio: ["inherit", "ignore", "inherit"],
    env: process.env,
  },
);
rmSync(dir, { recursive: true, force: true });
if (result.status !== 0) fail(`wrangler d1 execute failed (exit ${result.status})`);

console.log(`✔ ${email} is an administrator in the ${values.remote ? "REMOTE" : "local"} database.`);
if (given === undefined) {
  console.log(
    `  Generated password (shown once; new accounts only — an existing account keeps its password): ${password}`,
  );
}
console.log("  Sign in at /login.");
