import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { clearTables, postForm, testDb } from "./helpers";

async function subscriptions(email: string) {
  return testDb().select().from(schema.newsletterSubscriptions).where(eq(schema.newsletterSubscriptions.email, email));
}

describe("newsletter action", () => {
  beforeEach(() => clearTables(schema.newsletterSubscriptions));

  it("stores a valid signup and answers with the success toast", async () => {
    const res = await postForm("/newsletter", { email: "Anna@Example.com", name: "Anna", _js: "1" });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Erfolgreich angemeldet!");
    const rows = await subscriptions("anna@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Anna", is_active: true, website: "localhost:8787" });
  });

  it("refuses an empty e-mail with a field error and status 400", async () => {
    const res = await postForm("/newsletter", { email: "", _js: "1" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("form.emailRequired");
    expect(await testDb().select().from(schema.newsletterSubscriptions)).toHaveLength(0);
  });

  it("refuses a malformed e-mail with status 400", async () => {
    const res = await postForm("/newsletter", { email: "not-an-email", _js: "1" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("form.emailInvalid");
    expect(await testDb().select().from(schema.newsletterSubscriptions)).toHaveLength(0);
  });

  it("answers an address that is already subscribed kindly, and keeps one row", async () => {
    await postForm("/newsletter", { email: "ben@example.com", _js: "1" });
    const res = await postForm("/newsletter", { email: "ben@example.com", _js: "1" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("bereits");
    expect(await subscriptions("ben@example.com")).toHaveLength(1);
  });

  it("without JavaScript, returns to the page with the toast in a cookie", async () => {
    const res = await postForm("/newsletter", { email: "cara@example.com", redirectTo: "/about" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/about");
    expect(res.headers.get("Set-Cookie")).toContain("toast=");
    expect(await subscriptions("cara@example.com")).toHaveLength(1);
  });

  it("refuses a post from another origin", async () => {
    const res = await postForm("/newsletter", { email: "evil@example.com", _js: "1" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await subscriptions("evil@example.com")).toHaveLength(0);
  });
});
