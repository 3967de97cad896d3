import { describe, expect, it } from "vitest";
import { englishOf } from "~/lib/admin";
import { MAX_ITEM_BYTES, MAX_ITEMS, readWxr, WxrError, wxrParts } from "~/lib/wordpress/index.server";
import { chunkedStream, WXR_FIXTURE } from "./wxr-fixture";

/** The code of the WxrError a reading throws, or "read" when it reads; its message has an English form. */
function refusal(text: string): string {
  try {
    readWxr(text);
    return "read";
  } catch (error) {
    if (!(error instanceof WxrError)) throw error;
    expect(englishOf(error.message), error.message).not.toBeNull();
    return error.code;
  }
}

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>T</title><wp:wxr_version>1.2</wp:wxr_version>';
const item = (id: number, content = "Hello") =>
  `<item><title>Post ${id}</title><guid>g${id}</guid><wp:post_id>${id}</wp:post_id><wp:post_type>post</wp:post_type><wp:status>publish</wp:status><content:encoded><![CDATA[${content}]]></content:encoded></item>\n`;
const TAIL = "</channel></rss>";

describe("refusing what is not a WordPress export, or is hostile", () => {
  it("reads a small valid export, and an item whose text contains </item> inside CDATA", () => {
    const { items } = readWxr(HEAD + item(1, "a </item> <item> b") + item(2) + TAIL);
    expect(items.map((i) => [i.wpId, i.content])).toEqual([
      [1, "a </item> <item> b"],
      [2, "Hello"],
    ]);
  });

  it("refuses an RSS feed, an HTML page, a JPEG and an empty file as not WXR", () => {
    expect(refusal('<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title>' + item(1) + TAIL)).toBe(
      "not-wxr",
    );
    expect(refusal("<!DOCTYPE html><html><head><title>x</title></head><body>Hi</body></html>")).toBe("not-wxr");
    expect(refusal("<html><body>Hi</body></html>")).toBe("not-wxr");
    expect(refusal(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0) + "JFIF")).toBe("not-wxr");
    expect(refusal("")).toBe("not-wxr");
    expect(refusal('<?xml version="1.0" encoding="ISO-8859-1"?>' + HEAD.slice(38) + TAIL)).toBe("not-wxr");
  });

  it("refuses a document type and entity declarations without expanding them (billion laughs, external entities)", () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>' +
      HEAD.slice(38) +
      item(1, "&lol2;") +
      TAIL;
    expect(refusal(laughs)).toBe("entity");
    const external =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + HEAD.slice(38) + TAIL;
    expect(refusal(external)).toBe("entity");
    expect(
      refusal('<?xml version="1.0"?><!DOCTYPE rss SYSTEM "http://example.org/x.dtd">' + HEAD.slice(38) + TAIL),
    ).toBe("doctype");
    // An undeclared reference stays as written: nothing is looked up.
    const { items } = readWxr(HEAD + "<item><title>&lol; &amp; &#38; &#x41;</title></item>" + TAIL);
    expect(items[0]!.title).toBe("&lol; & & A");
  });

  it("reports how far a truncated file got", () => {
    const whole = HEAD + item(1) + item(2) + TAIL;
    const cut = whole.slice(0, whole.indexOf("Post 2") + 3);
    let error: unknown;
    try {
      readWxr(cut);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WxrError);
    expect(error).toMatchObject({
      code: "truncated",
      items: 1,
      offset: new TextEncoder().encode(whole.slice(0, whole.indexOf("<item><title>Post 2"))).length,
    });
    expect((error as Error).message).toMatch(/Nach 1 vollständigen Einträgen/);
    expect(englishOf((error as Error).message)).toMatch(/^The file is incomplete: after 1 complete items/);
    expect(refusal(HEAD + item(1))).toBe("truncated");
    expect(refusal(HEAD + item(1, "open <![CDATA[ never closed"))).toBe("truncated");
  });

  it("refuses an item over 5 MB while streaming, without reading the rest", async () => {
    const huge = new TextEncoder().encode(HEAD + item(1, "x".repeat(MAX_ITEM_BYTES + 1)) + item(2).repeat(5000) + TAIL);
    const { stream, state } = chunkedStream(huge, 256 * 1024);
    const seen: string[] = [];
    await expect(async () => {
      for await (const part of wxrParts(stream)) seen.push(part.kind);
    }).rejects.toMatchObject({ code: "item-too-large" });
    expect(seen).toEqual(["channel"]);
    expect(state.pulled).toBeLessThan(huge.length);
  });

  it("refuses more than 100 000 items", () => {
    const tiny = "<item></item>";
    expect(MAX_ITEMS).toBe(100_000);
    expect(refusal(HEAD + tiny.repeat(MAX_ITEMS) + TAIL)).toBe("read");
    expect(refusal(HEAD + tiny.repeat(MAX_ITEMS + 1) + TAIL)).toBe("too-many-items");
  });

  it("reads a 30 MB file as a stream holding no more than an item and a chunk at a time", async () => {
    const items = WXR_FIXTURE.slice(WXR_FIXTURE.indexOf("<item>"), WXR_FIXTURE.lastIndexOf("</item>") + 7);
    const head = WXR_FIXTURE.slice(0, WXR_FIXTURE.indexOf("<item>"));
    const copies = Math.ceil((30 * 1024 * 1024) / items.length);
    const bytes = new TextEncoder().encode(head + `${items}\n`.repeat(copies) + TAIL);
    const { stream, state } = chunkedStream(bytes, 64 * 1024);
    let count = 0;
    let largestAhead = 0;
    const started = performance.now();
    for await (const part of wxrParts(stream)) {
      if (part.kind !== "item") continue;
      count += 1;
      // What has been pulled from the stream but not yet given out: the reader's buffer, at most.
      largestAhead = Math.max(largestAhead, state.pulled - part.end);
    }
    const ms = performance.now() - started;
    console.info(
      `30 MB synthetic export: ${bytes.length} bytes, ${count} items, ${Math.round(ms)} ms, at most ${largestAhead} bytes read ahead`,
    );
    expect(count).toBe(180 * copies);
    expect(largestAhead).toBeLessThan(MAX_ITEM_BYTES);
  });
});
