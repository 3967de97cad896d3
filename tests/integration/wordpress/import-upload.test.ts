import { env } from "cloudflare:workers";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, signInAs } from "../auth-helpers";
import { fetchWorker, ORIGIN, testDb } from "../helpers";

/*
 * The upload of a WordPress export (decision 0063): administrators only, and a file that is no export,
 * declares a DOCTYPE or entities, is cut off or too large is refused with a field error in the admin's
 * language and a 4xx, leaving neither an import row nor a file behind. The stored exports are never
 * served as media.
 */

const WXR_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:wp="https://wordpress.org/export/1.2/"><channel><title>t</title>';
const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<rss version="2.0" xmlns:wp="https://wordpress.org/export/1.2/"><channel><title>&lol2;</title></channel></rss>`;
const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0" xmlns:wp="https://wordpress.org/export/1.2/"><channel><title>&xxe;</title></channel></rss>`;

let admin: string;
let moderator: string;
let user: string;

beforeAll(async () => {
  admin = (await signInAs("admin")).cookie;
  moderator = (await signInAs("moderator")).cookie;
  user = (await signInAs("user")).cookie;
});

function multipart(text: string, name: string) {
  const form = new FormData();
  form.append("file", new File([text], name, { type: "text/xml" }));
  return new Request(ORIGIN, { method: "POST", body: form });
}

async function upload(text: string, name: string, cookie: string, extra: Record<string, string> = {}) {
  const encoded = multipart(text, name);
  const body = await encoded.arrayBuffer();
  return fetchWorker("/admin/import", {
    method: "POST",
    body,
    headers: {
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(body.byteLength),
      Cookie: cookie,
      ...extra,
    },
  });
}

async function leftBehind(name: string) {
  const rows = await testDb().select().from(schema.wordpressImports).where(eq(schema.wordpressImports.file_name, name));
  const listed = await env.MEDIA.list({ prefix: "imports/" });
  return { rows: rows.length, files: listed.objects.length };
}

describe("who may import", () => {
  it("refuses the screen and the upload to a moderator and a user (403) and sends a visitor to the sign-in", async () => {
    for (const cookie of [moderator, user]) {
      expect((await get("/admin/import", cookie)).status).toBe(403);
      expect((await upload(`${WXR_HEAD}</channel></rss>`, "denied.xml", cookie)).status).toBe(403);
    }
    const visitor = await get("/admin/import");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/login");
    expect((await leftBehind("denied.xml")).rows).toBe(0);
    const page = await get("/admin/import", admin);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Export-Datei (.xml)");
  });
});

describe("a file that is not an export to import", () => {
  const before = async () => (await env.MEDIA.list({ prefix: "imports/" })).objects.length;

  it.each([
    ["an HTML page", "<html><body>hi</body></html>", "keine WordPress-Export-Datei"],
    [
      "an HTML page with its DOCTYPE",
      "<!doctype html><html><body>hi</body></html>",
      "DOCTYPE- oder Entity-Deklaration",
    ],
    [
      "an RSS feed that is not WordPress's",
      '<rss version="2.0"><channel><title>x</title></channel></rss>',
      "keine WordPress-Export-Datei",
    ],
    ["XML with entity expansion", BILLION_LAUGHS, "DOCTYPE- oder Entity-Deklaration"],
    ["XML with an external entity", EXTERNAL_ENTITY, "DOCTYPE- oder Entity-Deklaration"],
    ["a cut-off export", `${WXR_HEAD}<item><title>half`, "unvollständig"],
    ["an empty file", "", "Bitte wählen Sie eine WordPress-Export-Datei"],
  ])("refuses %s with a field error and a 400, leaving nothing behind", async (_label, text, message) => {
    const name = `hostile-${crypto.randomUUID()}.xml`;
    const files = await before();
    const response = await upload(text, name, admin);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await leftBehind(name)).toEqual({ rows: 0, files });
  });

  it("answers in the admin's language", async () => {
    const { cookie, email } = await signInAs("admin", `import-english-${crypto.randomUUID()}@example.com`);
    await testDb().update(schema.user).set({ adminLanguage: "en" }).where(eq(schema.user.email, email));
    const response = await upload("<html></html>", "english.xml", cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This file is not a WordPress export file (WXR).");
  });

  it("refuses 200 MB by its declared length before reading it, and a body without a length once it passes 64 MB", async () => {
    const files = await before();
    const declared = await upload(`${WXR_HEAD}</channel></rss>`, "declared.xml", admin, {
      "Content-Length": String(200 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("größer als 64 MB");

    // A body that keeps coming without saying how long it is: cut off at the limit.
    const boundary = "----import-limit-test";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.xml"\r\nContent-Type: text/xml\r\n\r\n${WXR_HEAD}`,
    );
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        else if (sent > 70) controller.close();
        else controller.enqueue(chunk);
        sent++;
      },
    });
    const streamed = await fetchWorker("/admin/import", {
      method: "POST",
      body: endless,
      headers: { Origin: ORIGIN, "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: admin },
    });
    expect(streamed.status).toBe(413);
    expect(await leftBehind("endless.xml")).toEqual({ rows: 0, files });
  });
});

describe("the stored export", () => {
  it("is never served under /media/, whatever the address", async () => {
    await env.MEDIA.put("imports/secret-test.xml", "<rss>only-in-the-file-4417</rss>");
    try {
      for (const path of [
        "/media/imports/secret-test.xml",
        "/media/..%2Fimports%2Fsecret-test.xml",
        "/media/%2e%2e/imports/secret-test.xml",
        "/media/imports%2Fsecret-test.xml",
      ]) {
        const response = await fetchWorker(path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toContain("only-in-the-file-4417");
      }
    } finally {
      await env.MEDIA.delete("imports/secret-test.xml");
    }
  });
});

describe("two tabs pressing Importieren", () => {
  it("start one import: the second press is refused with a 409", async () => {
    const [row] = await testDb()
      .insert(schema.wordpressImports)
      .values({
        file_key: "imports/two-tabs-missing.xml",
        file_name: "two-tabs.xml",
        file_size: 1,
        status: "previewed",
        summary: { wxr: null, items: 0, pages: [], channel: null },
      })
      .returning();
    try {
      const press = () =>
        fetchWorker("/admin/import", {
          method: "POST",
          body: new URLSearchParams({ intent: "start", id: String(row!.id) }),
          headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
        });
      const answers = await Promise.all([press(), press()]);
      expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
      const bad = await fetchWorker("/admin/import", {
        method: "POST",
        body: new URLSearchParams({ intent: "start", id: String(row!.id), "page-1": "everything" }),
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
      });
      expect(bad.status).toBe(400);
    } finally {
      await testDb().delete(schema.wordpressImports).where(like(schema.wordpressImports.file_name, "two-tabs.xml"));
    }
  });
});
