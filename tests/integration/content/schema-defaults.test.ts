import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { testDb } from "../helpers";

// The spec's defaults (back-office.md sections 3 and 9) live in the migrations, so a row written
// with only the required fields must come back with them.
describe("schema defaults", () => {
  it("hero slides: 5000 ms, _blank, active, created now", async () => {
    const db = testDb();
    const [row] = await db
      .insert(schema.heroSections)
      .values({
        background_image: "https://example.com/a.jpg",
        header_de: "H",
        header_en: "H",
        subheader_de: "S",
        subheader_en: "S",
        text_de: "T",
        text_en: "T",
        button_text_de: "B",
        button_text_en: "B",
        button_link: "/kontakt",
      })
      .returning();
    expect(row.display_duration).toBe(5000);
    expect(row.button_target).toBe("_blank");
    expect(row.is_active).toBe(true);
    expect(row.video_url).toBeNull();
    expect(Math.abs(row.created_at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('general settings: logo BH, both full-logo switches on, 3 grid columns, visitors addressed as "Sie"', async () => {
    const db = testDb();
    // The one settings row may have been written by another test file (they share the database).
    await db.delete(schema.generalSettings);
    const [row] = await db.insert(schema.generalSettings).values({ id: 1 }).returning();
    expect(row.logo_short).toBe("BH");
    expect(row.use_logo_full_in_navbar).toBe(true);
    expect(row.use_logo_full_in_footer).toBe(true);
    expect(row.main_sections_grid_columns).toBe(3);
    // A site whose owner has not chosen says "Sie" (decision 0058); only the demo seed chooses "du".
    expect(row.form_of_address).toBe("sie");
  });

  it("navigation items: active, in navbar and footer, order 0", async () => {
    const db = testDb();
    const [row] = await db
      .insert(schema.navigationItems)
      .values({ name_de: "A", name_en: "A", href: "/a" })
      .returning();
    expect(row).toMatchObject({ is_active: true, show_in_navbar: true, is_footer: true, display_order: 0 });
  });

  it("index sections: text-left, home only, links open in a new window", async () => {
    const db = testDb();
    const [row] = await db
      .insert(schema.indexSections)
      .values({
        title_de: "T",
        title_en: "T",
        description_de: "D",
        description_en: "D",
        content_image: "https://example.com/i.jpg",
      })
      .returning();
    expect(row.layout).toBe("text-left");
    expect(row.show_on_home).toBe(true);
    expect(row.show_on_blog).toBe(false);
    expect(row.has_external_link).toBe(false);
    expect(row.link_on_page).toBe(false);
  });

  it("shop products and courses: rating 4.5; courses 1 module, 0 students", async () => {
    const db = testDb();
    const [product] = await db
      .insert(schema.shopProducts)
      .values({
        name: "P",
        description: "D",
        category: "C",
        price: "9,99 €",
        image_url: "https://e.com/p.jpg",
        external_url: "https://e.com",
      })
      .returning();
    expect(product.rating).toBe(4.5);
    expect(product.featured).toBe(false);
    expect(product.show_details_button).toBe(false);
    const [course] = await db
      .insert(schema.academyCourses)
      .values({
        title: "K",
        description: "D",
        instructor: "I",
        duration: "4 Wochen",
        price: "99 €",
        image_url: "https://e.com/k.jpg",
        external_url: "https://e.com",
      })
      .returning();
    expect(course).toMatchObject({ rating: 4.5, modules: 1, students: 0 });
  });

  it("redirect links: both flags on, no clicks; short codes are unique", async () => {
    const db = testDb();
    const [link] = await db
      .insert(schema.redirectLinks)
      .values({ short_code: "abc", target_url: "https://example.com" })
      .returning();
    expect(link).toMatchObject({ is_active: true, redirect_active: true, click_count: 0 });
    await expect(
      db.insert(schema.redirectLinks).values({ short_code: "abc", target_url: "https://example.org" }),
    ).rejects.toThrow();
  });

  it("newsletter: active on signup, one row per address", async () => {
    const db = testDb();
    // An address of its own: the test files share one database, and others sign up a@example.com too.
    const email = `defaults-${crypto.randomUUID()}@example.com`;
    const [row] = await db.insert(schema.newsletterSubscriptions).values({ email }).returning();
    expect(row.is_active).toBe(true);
    await expect(db.insert(schema.newsletterSubscriptions).values({ email })).rejects.toThrow();
  });

  it("contact replies default to e-mail; organizers go with their event", async () => {
    const db = testDb();
    const [message] = await db
      .insert(schema.contactMessages)
      .values({ name: "N", email: "n@example.com", message: "Hallo" })
      .returning();
    const [reply] = await db
      .insert(schema.contactReplies)
      .values({ contact_message_id: message.id, reply_message: "Danke" })
      .returning();
    expect(reply.reply_type).toBe("email");

    const [event] = await db
      .insert(schema.events)
      .values({
        title: "E",
        subtitle: "S",
        description: "D",
        date_text: "1. Mai",
        location: "Berlin",
        tickets_text: "ab 10 €",
        image_url: "https://e.com/e.jpg",
        external_url: "https://e.com",
      })
      .returning();
    await db
      .insert(schema.eventOrganizers)
      .values({ event_event_id: event.id, name: "O", title: "T", bio: "B", image_url: "https://e.com/o.jpg" });
    await db.delete(schema.events).where(eq(schema.events.id, event.id));
    expect(
      await db.select().from(schema.eventOrganizers).where(eq(schema.eventOrganizers.event_event_id, event.id)),
    ).toHaveLength(0);
  });
});
