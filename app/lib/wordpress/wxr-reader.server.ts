import type { WxrChannel, WxrItem, WxrPart } from "./types";
import { channelOf, itemOf, type ClockState } from "./wxr-fields.server";
import { WxrError } from "./wxr-error.server";
import { refuseDeclaration } from "./xml-tree.server";

export { WxrError } from "./wxr-error.server";

/*
 * Reads a WordPress export (WXR) item by item without holding the file whole (decision 0061). A scanner
 * walks the bytes looking only for what delimits an item: `<item>`, `</item>`, and the CDATA sections
 * and comments inside which those words are just text. Each complete item is then parsed on its own, so
 * memory is bounded by the largest item, and its byte offsets let an import resume with a ranged read.
 */

/** The largest item read; a post's text beyond this is not a blog post. */
export const MAX_ITEM_BYTES = 5 * 1024 * 1024;
/** The most items in one file. */
export const MAX_ITEMS = 100_000;
/** Everything before the first item (authors, categories, tags). */
const MAX_HEADER_BYTES = 8 * 1024 * 1024;

const bytes = (text: string) => new TextEncoder().encode(text);
const CDATA_OPEN = bytes("<![CDATA[");
const CDATA_CLOSE = bytes("]]>");
const COMMENT_OPEN = bytes("<!--");
const COMMENT_CLOSE = bytes("-->");
const PI_CLOSE = bytes("?>");
const LT = 0x3c;
const BANG = 0x21;
const QUESTION = 0x3f;
const ITEM_OPEN = bytes("<item");
const ITEM_CLOSE = bytes("</item");
const CHANNEL_CLOSE = bytes("</channel");
const RSS_CLOSE = bytes("</rss");

/** Whether a byte can continue a markup name (letters, digits, `_ : . -`): `<items` is not `<item`. */
function isNameByte(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return (
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x30 && byte <= 0x3a) ||
    byte === 0x5f ||
    byte === 0x2e ||
    byte === 0x2d ||
    byte >= 0x80
  );
}

/** What the scanner waits for: the end of a CDATA section, a comment or a processing instruction. */
type Skipping = { close: Uint8Array } | null;

class WxrScanner {
  private buf = new Uint8Array(64 * 1024);
  private len = 0;
  /** the file offset of buf[0] */
  private base: number;
  /** where scanning goes on, relative to buf */
  private pos = 0;
  private skipping: Skipping = null;
  private mode: "header" | "between" | "item" | "closed";
  private itemStart = 0;
  private items = 0;
  private sawRoot = false;
  private sawEnd = false;
  private readonly clock: ClockState = { offsetMs: null };
  private readonly decoder = new TextDecoder();

  constructor(startOffset: number) {
    this.base = startOffset;
    this.mode = startOffset > 0 ? "between" : "header";
  }

  push(chunk: Uint8Array) {
    if (this.len + chunk.length > this.buf.length) {
      const grown = new Uint8Array(Math.max(this.buf.length * 2, this.len + chunk.length));
      grown.set(this.buf.subarray(0, this.len));
      this.buf = grown;
    }
    this.buf.set(chunk, this.len);
    this.len += chunk.length;
  }

  /** Drops bytes before `to` (relative) that are no longer needed. */
  private discard(to: number) {
    this.buf.copyWithin(0, to, this.len);
    this.len -= to;
    this.pos -= to;
    this.itemStart -= to;
    this.base += to;
  }

  private at(index: number, marker: Uint8Array): boolean {
    for (let k = 0; k < marker.length; k += 1) if (this.buf[index + k] !== marker[k]) return false;
    return true;
  }

  /** Whether the markup at `index` is `marker` as a whole name. */
  private named(index: number, marker: Uint8Array): boolean {
    return this.at(index, marker) && !isNameByte(this.buf[index + marker.length]);
  }

  private find(marker: Uint8Array, from: number): number {
    let i = from;
    while (i <= this.len - marker.length) {
      const first = this.buf.indexOf(marker[0]!, i);
      if (first < 0 || first > this.len - marker.length) return -1;
      if (this.at(first, marker)) return first;
      i = first + 1;
    }
    return -1;
  }

  private text(from: number, to: number) {
    return this.decoder.decode(this.buf.subarray(from, to));
  }

  private where() {
    return { offset: this.base + (this.mode === "item" ? this.itemStart : this.pos), items: this.items };
  }

  /** The parts complete so far; `eof` when the stream has ended. */
  *drain(eof: boolean): Generator<WxrPart> {
    if (this.mode === "header" && this.pos === 0) this.checkStart(eof);
    while (this.mode !== "closed") {
      if (this.skipping) {
        const end = this.find(this.skipping.close, this.pos);
        if (end < 0) {
          this.pos = Math.max(this.pos, this.len - this.skipping.close.length + 1);
          break;
        }
        this.pos = end + this.skipping.close.length;
        this.skipping = null;
        continue;
      }
      let lt = this.buf.indexOf(LT, this.pos);
      if (lt >= this.len) lt = -1;
      if (lt < 0 || (!eof && this.len - lt < 16)) {
        this.pos = lt < 0 ? this.len : lt;
        break;
      }
      const part = this.token(lt);
      if (part) yield part;
    }
    this.checkLimits();
    if (this.mode === "closed") this.discard(this.len);
    else if (this.mode === "between" && this.pos > 0) this.discard(this.pos);
    if (eof) this.finish();
  }

  /** The file must start (after a byte-order mark and blank space) with markup, in UTF-8. */
  private checkStart(eof: boolean) {
    if (this.len < 4 && !eof) return;
    const head = this.text(0, Math.min(this.len, 512)).replace(/^\uFEFF/, "");
    const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
    const utf16 = this.buf[0] === 0xff || this.buf[0] === 0xfe || this.buf[1] === 0;
    if (!head.trimStart().startsWith("<") || utf16) throw notWxr();
    if (declared && !/^utf-?8$/i.test(declared)) {
      throw new WxrError(
        "not-wxr",
        `Die Datei ist in ${declared} statt UTF-8 geschrieben; bitte exportieren Sie sie erneut.`,
      );
    }
  }

  /**
   * Handles the markup at `lt`; returns a part when one is complete. Byte comparisons only, no string
   * made: an item of millions of tags passes through here once per tag.
   */
  private token(lt: number): WxrPart | undefined {
    this.pos = lt + 1;
    const next = this.buf[lt + 1];
    if (next === BANG && this.at(lt, CDATA_OPEN)) {
      this.pos = lt + CDATA_OPEN.length;
      this.skipping = { close: CDATA_CLOSE };
      return undefined;
    }
    if (next === BANG && this.at(lt, COMMENT_OPEN)) {
      this.pos = lt + COMMENT_OPEN.length;
      this.skipping = { close: COMMENT_CLOSE };
      return undefined;
    }
    if (next === QUESTION) {
      this.skipping = { close: PI_CLOSE };
      return undefined;
    }
    if (next === BANG) {
      // Latin-1 of the first bytes is enough to tell a web page from a declaration.
      const head = String.fromCharCode(...this.buf.subarray(lt, Math.min(this.len, lt + 16)));
      if (/^<!doctype\s+html/i.test(head)) throw notWxr();
      refuseDeclaration(this.text(lt, Math.min(this.len, lt + 4096)), 0);
    }
    if (this.mode === "item") return this.named(lt, ITEM_CLOSE) ? this.closeItem(lt) : undefined;
    if (!this.sawRoot && this.mode === "header") {
      this.sawRoot = true;
      const head = String.fromCharCode(...this.buf.subarray(lt, Math.min(this.len, lt + 16)));
      if (!/^<rss[\s>]/.test(head)) throw notWxr();
    }
    if (this.named(lt, ITEM_OPEN)) return this.openItem(lt);
    if (this.mode === "header" && this.named(lt, CHANNEL_CLOSE)) {
      const channel = channelOf(this.text(0, lt));
      this.mode = "between";
      return { kind: "channel", channel };
    }
    if (this.named(lt, RSS_CLOSE)) {
      this.sawEnd = true;
      if (this.mode === "header") channelOf(this.text(0, lt));
      this.mode = "closed";
    }
    return undefined;
  }

  private openItem(lt: number): WxrPart | undefined {
    if (this.items >= MAX_ITEMS) {
      throw new WxrError("too-many-items", `Die Datei enthält mehr als ${MAX_ITEMS} Einträge.`, this.where());
    }
    let part: WxrPart | undefined;
    if (this.mode === "header") {
      part = { kind: "channel", channel: channelOf(this.text(0, lt)) };
      this.discard(lt);
      lt = 0;
    }
    this.mode = "item";
    this.itemStart = lt;
    this.pos = lt + 1;
    return part;
  }

  private closeItem(lt: number): WxrPart {
    const end = lt + "</item>".length;
    if (end - this.itemStart > MAX_ITEM_BYTES) throw this.tooLarge();
    const item = itemOf(this.text(this.itemStart, end), this.clock);
    const part: WxrPart = { kind: "item", item, start: this.base + this.itemStart, end: this.base + end };
    this.items += 1;
    this.mode = "between";
    this.pos = end;
    return part;
  }

  private tooLarge() {
    return new WxrError(
      "item-too-large",
      `Ein Eintrag der Datei ist größer als ${MAX_ITEM_BYTES / 1024 / 1024} MB (ab Byte ${this.base + this.itemStart}).`,
      this.where(),
    );
  }

  private checkLimits() {
    if (this.mode === "item" && this.len - this.itemStart > MAX_ITEM_BYTES) throw this.tooLarge();
    if (this.mode === "header" && this.len > MAX_HEADER_BYTES) {
      if (!this.sawRoot) throw notWxr();
      throw new WxrError("malformed", "Der Kopf der Datei (vor dem ersten Eintrag) ist unüblich groß.");
    }
  }

  private finish() {
    if (this.len === 0 && this.base === 0) throw notWxr();
    if (this.mode === "header") {
      if (!this.sawRoot) throw notWxr();
      channelOf(this.text(0, this.len));
    }
    if (this.mode === "item") {
      throw new WxrError(
        "truncated",
        `Die Datei ist unvollständig: Nach ${this.items} vollständigen Einträgen bricht sie mitten im nächsten ab (bei Byte ${this.base + this.itemStart}).`,
        this.where(),
      );
    }
    if (!this.sawEnd) {
      throw new WxrError(
        "truncated",
        `Die Datei ist unvollständig: Nach ${this.items} vollständigen Einträgen fehlt ihr Ende.`,
        this.where(),
      );
    }
  }
}

function notWxr() {
  return new WxrError(
    "not-wxr",
    "Das ist keine WordPress-Exportdatei (WXR). Bitte exportieren Sie in WordPress unter Werkzeuge → Daten exportieren.",
  );
}

/**
 * The parts of an export, streamed: the channel once (unless reading resumes at `startOffset`, the
 * `end` of an item read before), then each item with its byte offsets in the file.
 */
export async function* wxrParts(stream: ReadableStream<Uint8Array>, startOffset = 0): AsyncGenerator<WxrPart> {
  const scanner = new WxrScanner(startOffset);
  const reader = stream.getReader();
  let done = false;
  try {
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (next.value) scanner.push(next.value);
      yield* scanner.drain(done);
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** A whole (small) export at once: for tests and files already in memory. */
export function readWxr(text: string): { channel: WxrChannel; items: WxrItem[] } {
  const scanner = new WxrScanner(0);
  scanner.push(new TextEncoder().encode(text));
  let channel: WxrChannel | undefined;
  const items: WxrItem[] = [];
  for (const part of scanner.drain(true)) {
    if (part.kind === "channel") channel = part.channel;
    else items.push(part.item);
  }
  if (!channel) throw notWxr();
  return { channel, items };
}
