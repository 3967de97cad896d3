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

/**
 * Which elements a reading keeps, by name under their parent: what it keeps inside each, and whether it
 * keeps every occurrence (`many`) or only the first, the one `child()` would find. Everything else is
 * only followed for its nesting, never built: a hostile part of millions of tags costs no memory for them.
 */
export type XmlShape = {
  readonly many?: boolean;
  readonly children?: ReadonlyMap<string, XmlShape>;
  /** whether its text is read (a field's is; a container's, the blank space between its fields, is not) */
  readonly text?: boolean;
};

type Kept = { element: XmlElement; shape: XmlShape; seen?: Set<string> };

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (!source) return attrs;
  for (const attr of source.matchAll(ATTRIBUTE)) attrs[attr[1]!] = decodeXmlText(attr[2] ?? attr[3] ?? "");
  return attrs;
}

/**
 * The elements open while parsing, with an index of where each name stands in it: a closing tag finds
 * the element it closes (or finds none) without walking the stack, and every element enters and leaves
 * once, so a fragment of n tags takes n steps whatever mix of open and unmatched closing tags it holds.
 * Kept elements are always the outermost ones (nothing inside an unkept element is kept).
 */
class OpenElements {
  private readonly names: string[] = [""];
  private readonly kept: Kept[];
  private readonly depthsByName = new Map<string, number[]>();

  constructor(root: XmlElement, shape: XmlShape) {
    this.kept = [{ element: root, shape }];
  }

  /** The innermost open element, when it is kept and its text is read. */
  textTop(): XmlElement | undefined {
    const top = this.kept.length === this.names.length ? this.kept.at(-1)! : undefined;
    return top?.shape.text ? top.element : undefined;
  }

  /** Adds an element, open unless `selfClosing`; builds it only when the shape keeps it. */
  open(name: string, attrsSource: string, selfClosing: boolean) {
    const parent = this.kept.length === this.names.length ? this.kept.at(-1)! : undefined;
    const shape = parent?.shape.children?.get(name);
    let element: XmlElement | undefined;
    if (parent && shape && (shape.many || !parent.seen?.has(name))) {
      if (!shape.many) (parent.seen ??= new Set()).add(name);
      element = { name, attrs: attributesOf(attrsSource), children: [], text: "" };
      parent.element.children.push(element);
    }
    if (selfClosing) return;
    const depths = this.depthsByName.get(name);
    if (depths) depths.push(this.names.length);
    else this.depthsByName.set(name, [this.names.length]);
    this.names.push(name);
    if (element && shape) this.kept.push({ element, shape });
  }

  /** Closes the innermost open element of that name and everything opened inside it; an unmatched name is ignored. */
  close(name: string) {
    const depth = this.depthsByName.get(name)?.at(-1);
    if (depth === undefined) return;
    while (this.names.length > depth) this.depthsByName.get(this.names.pop()!)!.pop();
    if (this.kept.length > depth) this.kept.length = depth;
  }
}

/**
 * Parses an XML fragment into a tree under a nameless root, keeping what `shape` names; elements still
 * open at the end are closed.
 */
export function parseXmlFragment(source: string, shape: XmlShape): XmlElement {
  const root: XmlElement = { name: "", attrs: {}, children: [], text: "" };
  const open = new OpenElements(root, shape);
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    const top = open.textTop();
    if (lt < 0) {
      if (top) top.text += decodeXmlText(source.slice(i));
      break;
    }
    if (lt > i && top) top.text += decodeXmlText(source.slice(i, lt));
    // One look at the character after `<` decides; only `<!` needs more.
    const next = source.charCodeAt(lt + 1);
    if (next === 0x21 && source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      if (end < 0) malformed();
      if (top) top.text += source.slice(lt + 9, end);
      i = end + 3;
    } else if (next === 0x21 && source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      if (end < 0) malformed();
      i = end + 3;
    } else if (next === 0x3f) {
      const end = source.indexOf("?>", lt + 2);
      if (end < 0) malformed();
      i = end + 2;
    } else if (next === 0x21) {
      refuseDeclaration(source, lt);
    } else if (next === 0x2f) {
      const end = source.indexOf(">", lt);
      if (end < 0) malformed();
      open.close(source.slice(lt + 2, end).trim());
      i = end + 1;
    } else {
      START_TAG.lastIndex = lt;
      const match = START_TAG.exec(source);
      if (!match) malformed();
      open.open(match[1]!, match[2]!, match[3] === "/");
      i = START_TAG.lastIndex;
    }
  }
  return root;
}

/** A shape from nested names; a name ending in `*` keeps every occurrence; an element without kept children is a field whose text is read. */
export function xmlShape(tree: { readonly [name: string]: object }): XmlShape {
  const children = new Map<string, XmlShape>();
  for (const [key, inner] of Object.entries(tree)) {
    const many = key.endsWith("*");
    const shape = xmlShape(inner as Record<string, object>);
    children.set(many ? key.slice(0, -1) : key, { many, text: shape.children!.size === 0, ...shape });
  }
  return { children };
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
