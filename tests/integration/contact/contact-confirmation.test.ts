import { beforeEach, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { clearTables, fetchWorker, formStamp, postForm } from "../helpers";

/*
 * The contact form's confirmation after a plain post (issue 51): it stands above the fields in the
 * page's flow, not in a box fixed over them, and its close icon is a <details>' summary: no JavaScript needed.
 */

const valid = { name: "Anna Beispiel", email: "anna@example.com", message: "Ich interessiere mich für ein Coaching." };

/** Sends the form as a browser without JavaScript does and follows the redirect with its cookie. */
async function sentPage(page: string) {
  const post = await postForm(page, { ...(await formStamp()), ...valid });
  expect(post.status).toBe(302);
  const location = post.headers.get("Location")!;
  const cookie = /toast=[^;]*/.exec(post.headers.get("Set-Cookie") ?? "")?.[0] ?? "";
  const res = await fetchWorker(location, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return { location, html: (await res.text()).replaceAll("<!-- -->", "") };
}

/** The contact form's section: from its heading to the form's first field. */
function beforeTheFields(html: string) {
  const start = html.indexOf('id="contact-form-title"');
  const end = html.indexOf('data-testid="contact-form"');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

describe("the contact form's confirmation without JavaScript", () => {
  beforeEach(() => clearTables(schema.contactMessages, schema.rateLimits));

  for (const { page, title, close } of [
    { page: "/kontakt", title: "Nachricht gesendet!", close: "Schließen" },
    { page: "/en/contact", title: "Message sent!", close: "Close" },
  ]) {
    it(`${page}: opens at the form, above the fields, not over them, and closes without JavaScript`, async () => {
      const { location, html } = await sentPage(page);
      expect(location).toBe(`${page}#contact-form-title`);
      const section = beforeTheFields(html);
      expect(section).toContain(title);
      expect(section).toMatch(
        new RegExp(`<details open=""[^>]*><summary[^>]*>.*?<span class="sr-only">${close}</span></summary>`),
      );
      // No second, floating copy of it over the page.
      expect(html).not.toContain("data-static-toast");
      expect(html.split(title)).toHaveLength(2);
    });
  }
});
