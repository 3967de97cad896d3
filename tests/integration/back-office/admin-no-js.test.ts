import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { get, signInAs } from "../auth-helpers";
import { clearTables, postForm, testDb } from "../helpers";

/*
 * Every admin dialog opened by the URL (?new, ?edit=, ?delete= and the feature screens' own) is in the
 * server's HTML, so a browser without JavaScript sees its form, and the form posts as a plain HTML form.
 */

let admin: string;
beforeAll(async () => {
  admin = (await signInAs("admin")).cookie;
}, 120_000);

async function html(path: string) {
  const res = await get(path, admin);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The markup of the (one) open dialog: what a browser without JavaScript shows. */
function dialogOf(page: string): string {
  const start = page.indexOf('role="dialog"');
  expect(start, "an open dialog in the HTML").toBeGreaterThan(-1);
  // React separates text parts with empty comments; the browser shows them as one text.
  return page.slice(start).replaceAll("<!-- -->", "");
}

/** The action URL of the dialog's form, as the browser resolves a plain form post. */
function formActionOf(dialog: string, base: string): string {
  const match = dialog.match(/<form[^>]*method="post"[^>]*>/);
  expect(match, "a post form in the dialog").not.toBeNull();
  const action = match![0].match(/action="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
  return (
    new URL(action ?? base, `http://localhost${base}`).pathname +
    new URL(action ?? base, `http://localhost${base}`).search
  );
}

const service = (title: string) => ({
  intent: "create",
  title_de: title,
  title_en: `${title} (en)`,
  description_de: `Beschreibung ${title}`,
  description_en: `Description ${title}`,
  image_url: "https://example.com/service.jpg",
  display_order: "1",
});

describe("the generic content screen without JavaScript", () => {
  beforeAll(() => clearTables(schema.services));

  it("?new has the create form in the HTML, and posting it as a plain form creates the row", async () => {
    const dialog = dialogOf(await html("/admin/services?new"));
    expect(dialog).toContain("Service erstellen");
    // Named by its title already in the server's HTML (Radix links them only after hydration).
    const labelledBy = dialog.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(dialog).toMatch(new RegExp(`id="${labelledBy}"[^>]*>Service erstellen<`));
    expect(dialog).toMatch(/name="title_de"/);
    expect(dialog).toMatch(/name="intent" value="create"/);
    // The close control is a link without JavaScript.
    expect(dialog).toMatch(/<a[^>]*aria-label="Schließen"/);

    const res = await postForm(formActionOf(dialog, "/admin/services?new"), service("Ohne Skript"), { Cookie: admin });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/services");
    const rows = await testDb().select().from(schema.services);
    expect(rows.map((row) => row.title_de)).toEqual(["Ohne Skript"]);
  });

  it("?edit=<id> has the filled edit form; ?delete=<id> has the confirmation, whose plain post deletes", async () => {
    const [row] = await testDb().select().from(schema.services);
    const edit = dialogOf(await html(`/admin/services?edit=${row!.id}`));
    expect(edit).toContain("Service bearbeiten");
    expect(edit).toContain('value="Ohne Skript"');
    expect(edit).toMatch(new RegExp(`name="id" value="${row!.id}"`));

    const confirm = dialogOf(await html(`/admin/services?delete=${row!.id}`));
    expect(confirm).toContain("„Ohne Skript“");
    const res = await postForm(
      formActionOf(confirm, `/admin/services?delete=${row!.id}`),
      { intent: "delete", id: String(row!.id) },
      { Cookie: admin },
    );
    expect(res.status).toBe(302);
    expect(await testDb().select().from(schema.services)).toHaveLength(0);
  });

  it("a refused plain post answers the page with the dialog still open and the field's error", async () => {
    const res = await postForm("/admin/services?new", { ...service("X"), title_de: "" }, { Cookie: admin });
    expect(res.status).toBe(400);
    const dialog = dialogOf(await res.text());
    expect(dialog).toMatch(/name="title_de"/);
    expect(dialog).toContain('value="X (en)"');
  });

  it("a field shown only while a switch is on is in the no-script form, so it can be filled", async () => {
    const dialog = dialogOf(await html("/admin/about?new"));
    expect(dialog).toMatch(/name="external_url"/);
  });
});

describe("the other admin screens' dialogs are in the server's HTML", () => {
  beforeAll(async () => {
    await clearTables(schema.eventOrganizers, schema.events, schema.contactReplies, schema.contactMessages);
  });

  it("parent-child screens: a new event, a new organizer of the selected event", async () => {
    expect(dialogOf(await html("/admin/events?new"))).toMatch(/name="title"/);
    const [event] = await testDb()
      .insert(schema.events)
      .values({
        title: "Sommerfest",
        subtitle: "Ein Tag",
        description: "Beschreibung",
        date_text: "1. Juli",
        location: "Berlin",
        tickets_text: "Tickets",
        image_url: "https://example.com/e.jpg",
        external_url: "https://example.com/e",
        slug: "sommerfest-no-js",
      })
      .returning();
    const child = dialogOf(await html(`/admin/events?tab=organisatoren&event=${event!.id}&new`));
    expect(child).toMatch(/name="event_event_id"/);
    expect(dialogOf(await html(`/admin/events?delete=${event!.id}`))).toContain("„Sommerfest“");
  });

  it("page heroes: the delete confirmation (?delete-hero) of an existing page hero", async () => {
    await testDb().delete(schema.pageContents).where(eq(schema.pageContents.page_key, "shop"));
    await testDb().insert(schema.pageContents).values({
      page_key: "shop",
      title_de: "Shop-Titel",
      title_en: "Shop title",
      description_de: "Text",
      description_en: "Text",
    });
    const confirm = dialogOf(await html("/admin/shop-hero?delete-hero"));
    expect(confirm).toMatch(/name="intent" value="delete"/);
  });

  it("feature screens: a new redirect link, a reply to a contact message, a user's password, a subscription's delete", async () => {
    expect(dialogOf(await html("/admin/redirect-links?new"))).toMatch(/name="short_code"/);

    const [message] = await testDb()
      .insert(schema.contactMessages)
      .values({ name: "Vera Visitor", email: "vera@example.com", message: "Hallo" })
      .returning();
    expect(dialogOf(await html(`/admin/contact-messages?reply=${message!.id}`))).toMatch(/name="reply_message"/);

    const [someone] = await testDb().select().from(schema.user).limit(1);
    expect(dialogOf(await html(`/admin/users?password=${encodeURIComponent(someone!.id)}`))).toMatch(/type="password"/);

    const email = `no-js-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [subscription] = await testDb().insert(schema.newsletterSubscriptions).values({ email }).returning();
    // The shared confirmation, in the server's HTML: it names the address and posts the delete.
    const newsletter = dialogOf(await html(`/admin/newsletter-subscriptions?delete=${subscription!.id}`));
    expect(newsletter).toContain(email);
    expect(newsletter).toMatch(/name="intent" value="delete"/);
  });
});
