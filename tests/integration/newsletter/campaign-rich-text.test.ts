import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, sessionAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/* Campaign bodies are rich text (decision 0050): cleaned on save, mailed with inline styles and absolute addresses. */

const LIST = "/admin/newsletter-campaigns";
const c = schema.newsletterCampaigns;

let admin: string;
beforeAll(async () => {
  await clearTables(schema.session, schema.account, schema.rateLimits, schema.user);
  admin = (await sessionAs("admin")).cookie;
}, 120_000);

beforeEach(() =>
  clearTables(schema.newsletterCampaignRecipients, c, schema.newsletterSubscriptions, schema.outboxEmails),
);

const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { Cookie: admin });

const BODY_DE =
  '<h2>Hallo</h2><p>Unser <strong>Herbst</strong>-Programm: <a href="https://example.com/herbst">mehr</a>.</p>' +
  '<figure><img src="/media/herbst.jpg" alt="Herbstwald" data-alt-en="Autumn wood"><figcaption>Im Wald</figcaption></figure>' +
  '<div data-video="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div><ul><li><p>Erster Termin</p></li></ul>';

/** A test mail of the campaign in both languages; the mails by subject. */
async function testMails(id: number, fields: Record<string, string>) {
  const res = await post(`${LIST}/${id}`, { intent: "test", test_lang: "both", ...fields });
  expect(res.status).toBe(302);
  const mails = await testDb().select().from(schema.outboxEmails);
  return Object.fromEntries(mails.map((mail) => [mail.subject, mail]));
}

async function stored(id: number) {
  return (await testDb().select().from(c).where(eq(c.id, id)))[0]!;
}

/** The site's origin as the mail uses it (its unsubscribe link is on the site). */
function originOf(mail: { text: string }): string {
  return new URL(mail.text.match(/(https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+)/)![1]!).origin;
}

describe("a campaign body in the visual editor", () => {
  it("mails a heading, a bold word, a link and an image (absolute, alt per language) in the HTML part, and the words with 'text (URL)' in the text part; a video becomes a link", async () => {
    const fields = { subject_de: "Herbst", subject_en: "Autumn", body_de: BODY_DE, body_en: BODY_DE };
    const created = await post(`${LIST}/new`, { intent: "save", ...fields });
    const id = Number(created.headers.get("Location")!.split("/").pop());
    const mails = await testMails(id, fields);
    const de = mails["[Test] Herbst"]!;
    const en = mails["[Test] Autumn"]!;
    const origin = originOf(de);
    expect(de.html).toMatch(/<h2 style="[^"]*font-size:22px[^"]*">Hallo<\/h2>/);
    expect(de.html).toContain("<strong>Herbst</strong>");
    expect(de.html).toMatch(/<a href="https:\/\/example\.com\/herbst" style="[^"]+" class="nl-link">mehr<\/a>/);
    expect(de.html).toMatch(new RegExp(`<img src="${origin}/media/herbst\\.jpg" alt="Herbstwald" style="[^"]+">`));
    expect(en.html).toContain(`<img src="${origin}/media/herbst.jpg" alt="Autumn wood"`);
    // No player in a mail: the video is its address, as a link.
    expect(de.html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(de.html).not.toMatch(/<iframe|data-video/);
    expect(de.text).toContain("HALLO");
    expect(de.text).toContain("Unser Herbst-Programm: mehr (https://example.com/herbst).");
    expect(de.text).toContain("[Herbstwald]");
    expect(de.text).toContain("Im Wald");
    expect(de.text).toContain("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(de.text).toContain("- Erster Termin");
    expect(de.text).not.toMatch(/<[a-z]/);
  });

  it("stores hostile HTML in a body clean", async () => {
    const hostile =
      '<h2>Hi</h2><script>alert(1)</script><p onclick="alert(2)">Text <a href="javascript:alert(3)">x</a>' +
      '<img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe><span style="color:red">rot</span></p>';
    const created = await post(`${LIST}/new`, { intent: "save", subject_de: "Böse", body_de: hostile });
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("Location")!.split("/").pop());
    const body = (await stored(id)).body_de;
    expect(body).toContain("<h2>Hi</h2>");
    expect(body).toContain("Text");
    expect(body).toContain("rot");
    expect(body).not.toMatch(/script|alert|onclick|onerror|javascript:|iframe|evil\.example|style=/);
    // And again on a later save of the same draft.
    await post(`${LIST}/${id}`, { intent: "save", subject_de: "Böse", body_de: `<p>Neu</p>${hostile}` });
    expect((await stored(id)).body_de).not.toMatch(/script|alert|onclick|onerror|javascript:|iframe/);
  });

  it("opens an old Markdown body as HTML in the editor and still mails the same words", async () => {
    const markdown = "# Hallo\n\nUnser **Herbst**-Programm: [mehr](https://example.com/herbst).\n\n- Erster Termin";
    const [row] = await testDb()
      .insert(c)
      .values({ subject_de: "Alt", subject_en: "Old", body_de: markdown, body_en: markdown })
      .returning({ id: c.id });
    const page = await (await get(`${LIST}/${row!.id}`, admin)).text();
    expect(page).toMatch(
      /<textarea[^>]*name="body_de"[^>]*>&lt;h2&gt;Hallo&lt;\/h2&gt;&lt;p&gt;Unser &lt;strong&gt;Herbst/,
    );
    const mails = await testMails(row!.id, {
      subject_de: "Alt",
      subject_en: "Old",
      body_de: markdown,
      body_en: markdown,
    });
    const de = mails["[Test] Alt"]!;
    expect(de.html).toContain("<strong>Herbst</strong>");
    expect(de.text).toContain("HALLO\n\nUnser Herbst-Programm: mehr (https://example.com/herbst).\n\n- Erster Termin");
    // Saved once, it is stored as HTML.
    expect((await stored(row!.id)).body_de).toMatch(/^<h2>Hallo<\/h2>/);
  });
});
