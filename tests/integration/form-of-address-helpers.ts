import { expect } from "vitest";
import * as schema from "~db/schema";
import { testDb } from "./helpers";

/*
 * What the form-of-address tests share (decision 0058): the German words that give away "Sie" or
 * "du", a page's or mail's visible text, and the general setting itself.
 */

export const FORMAL = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b/g;
export const INFORMAL = /\b([Dd]u|[Dd]ein|[Dd]eine|[Dd]einen|[Dd]einem|[Dd]einer|[Dd]ich|[Dd]ir)\b/g;

/** The distinct words of one form found in a text. */
export const words = (text: string, form: RegExp) => [...new Set(text.match(form) ?? [])];

/** What a reader sees of a page or an HTML mail: its text without scripts, styles and tags. */
export function visibleText(html: string) {
  return html
    .replaceAll("<!-- -->", "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ");
}

/** The part of the page between the site's header and footer (they belong to other tests). */
export function mainText(html: string) {
  const start = html.indexOf("<main");
  expect(start).toBeGreaterThan(-1);
  return visibleText(html.slice(start, html.indexOf("</main>", start)));
}

/** Sets general settings' form of address ("sie" is what every other test expects). */
export async function setAddress(form: "sie" | "du") {
  await testDb()
    .insert(schema.generalSettings)
    .values({ id: 1, form_of_address: form })
    .onConflictDoUpdate({ target: schema.generalSettings.id, set: { form_of_address: form } });
}
