import { WxrError } from "./wxr-error.server";

/*
 * A small XML reader for the pieces of a WordPress export (its channel header, one item at a time).
 * Written here rather than taken from a library so that nothing can expand an entity: only XML's five
 * named entities and numeric references are decoded; any other reference stays as written, and a
 * declaration (DOCTYPE, ENTITY) is refused. It is tolerant about elements left open at the end, which
 * the channel header always has (its <rss> and <channel> close after the last item).
 */

export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text with XML's own entities and numeric references decoded; nothing else is expanded. */
function decodeXmlText(raw: string): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(/&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g, (match, dec, hex, name) => {
    if (name) return XML_ENTITIES[name as string]!;
    const code = dec ? Number.parseInt(dec as string, 10) : Number.parseInt(hex as string, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : match;
  });
}

const START_TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

/** Refuses a declaration: a document type (with or without entities) is never read. */
export function refuseDeclaration(source: string, at: number): never {
  const entity = /^<!ENTITY/i.test(source.slice(at, at + 8)) || /<!ENTITY/i.test(source.slice(at, at + 4096));
  if (entity) {
    throw new WxrError("entity", "Die Datei deklariert eigene XML-Entitäten; solche Dateien werden nicht gelesen.");
  }
  throw new WxrError(
    "doctype",
    "Die Datei enthält eine Dokumenttyp-Deklaration (DOCTYPE); solche Dateien werden nicht gelesen.",
  );
}

function malformed(): never {
  throw new WxrError("malformed", "Die Datei ist kein gültiges XML.");
}

/** Parses an XML fragment into a tree under a nameless root; elements still open at the end are closed. */
export function parseXmlFragment(source: string): XmlElement {
  const root: XmlElement = { name: "", attrs: {}, children: [], text: "" };
  const stack: XmlElement[] = [root];
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    const top = stack.at(-1)!;
    if (lt < 0) {
      top.text += decodeXmlText(source.slice(i));
      break;
    }
    if (lt > i) top.text += decodeXmlText(source.slice(i, lt));
    if (source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      if (end < 0) malformed();
      top.text += source.slice(lt + 9, end);
      i = end + 3;
    } else if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      if (end < 0) malformed();
      i = end + 3;
    } else if (source.startsWith("<?", lt)) {
      const end = source.indexOf("?>", lt + 2);
      if (end < 0) malformed();
      i = end + 2;
    } else if (source.startsWith("<!", lt)) {
      refuseDeclaration(source, lt);
    } else if (source.startsWith("</", lt)) {
      const end = source.indexOf(">", lt);
      if (end < 0) malformed();
      const name = source.slice(lt + 2, end).trim();
      const at = stack.findLastIndex((element) => element.name === name);
      if (at > 0) stack.length = at;
      i = end + 1;
    } else {
      START_TAG.lastIndex = lt;
      const match = START_TAG.exec(source);
      if (!match) malformed();
      const attrs: Record<string, string> = {};
      for (const attr of match[2]!.matchAll(ATTRIBUTE)) attrs[attr[1]!] = decodeXmlText(attr[2] ?? attr[3] ?? "");
      const element: XmlElement = { name: match[1]!, attrs, children: [], text: "" };
      top.children.push(element);
      if (!match[3]) stack.push(element);
      i = START_TAG.lastIndex;
    }
  }
  return root;
}

/** The first child element of that name, or undefined. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c) => c.name === name);
}

/** The text of the first child of that name ("" when absent). */
export function childText(element: XmlElement | undefined, name: string): string {
  return child(element, name)?.text ?? "";
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((c) => c.name === name) ?? [];
}
