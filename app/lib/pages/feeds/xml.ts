/*
 * The little XML the feeds need, written by hand (decision 0060): escaping for text and attributes,
 * and characters XML 1.0 does not allow at all (control characters a pasted text may carry) dropped.
 */

// eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or an attribute value, escaped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Markup kept as it is (an HTML body) in a CDATA section; a "]]>" inside is split across two. */
export function xmlCdata(value: string): string {
  return `<![CDATA[${value.replace(NOT_XML, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}
