import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizeRichText } from "~/lib/text/index.server";

/**
 * The rich-text allow-list of the one sanitiser (decision 0048): what the visual editor writes stays,
 * anything a hostile author or a pasted page could add does not; images pass the image fields' guard
 * and carry the alt text of the page's language; a video is only YouTube or Vimeo.
 */

const YOUTUBE = "https://www.youtube.com/watch?v=inpok4MKVLM";

describe("sanitizeRichText", () => {
  it("keeps the editor's blocks, marks, tables and links", () => {
    const html =
      "<h2>Titel</h2><p>Das ist <strong>fett</strong>, <em>kursiv</em>, <s>weg</s> und <code>x</code>.</p>" +
      "<ul><li><p>Eins</p></li></ul><ol><li>Zwei</li></ol><blockquote><p>Zitat</p></blockquote><hr>" +
      '<table><thead><tr><th colspan="2">Kopf</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>' +
      '<p><a href="https://example.com/a">außen</a> und <a href="/kontakt">innen</a></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain("<h2>Titel</h2>");
    expect(clean).toContain("<strong>fett</strong>, <em>kursiv</em>, <s>weg</s> und <code>x</code>");
    expect(clean).toContain(
      "<ul><li><p>Eins</p></li></ul><ol><li>Zwei</li></ol><blockquote><p>Zitat</p></blockquote><hr>",
    );
    expect(clean).toContain('<th colspan="2">Kopf</th>');
    expect(clean).toContain('<a href="https://example.com/a" rel="noopener noreferrer">außen</a>');
    expect(clean).toContain('<a href="/kontakt" rel="noopener noreferrer">innen</a>');
  });

  it("removes scripts, handlers, styles, frames and javascript: links, keeping the text", () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()" style="color:red" class="x">Text<script>alert(1)</script></p>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>' +
        '<a href="javascript:alert(3)">Klick</a><a href="&#106;avascript:alert(4)">Zwei</a>' +
        '<span style="x">Spanne</span><h1>Groß</h1><h6>Klein</h6><img src=x onerror="alert(5)">',
    );
    expect(clean).toBe("<p>Text</p><a>Klick</a><a>Zwei</a>Spanne<h2>Groß</h2><h4>Klein</h4>");
    expect(clean).not.toMatch(/script|onerror|onclick|style=|javascript|iframe|svg/i);
  });

  it("lets an image through only from the site or an http(s) address", () => {
    const img = (src: string) => sanitizeRichText(`<img src="${src}" alt="Bild">`);
    expect(img("/media/abc.jpg")).toBe('<img src="/media/abc.jpg" alt="Bild">');
    expect(img("https://example.com/a.png")).toBe('<img src="https://example.com/a.png" alt="Bild">');
    for (const hostile of [
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "vbscript:x",
      "relative.png",
      "&#106;avascript:alert(1)",
    ]) {
      expect(img(hostile), hostile).toBe("");
    }
    // No attribute but the allowed ones survives, however the tag is written.
    expect(sanitizeRichText('<IMG SRC="/media/a.jpg" ALT="x" onerror=alert(1) width=1 style="x">')).toBe(
      '<img src="/media/a.jpg" alt="x">',
    );
  });

  it("stores both alt texts and shows the one of the page's language", () => {
    const html =
      '<figure><img src="/media/a.jpg" alt="Zwei Hände" data-alt-en="Two hands"><figcaption>Tee</figcaption></figure>';
    expect(sanitizeRichText(html)).toBe(
      '<figure><img src="/media/a.jpg" alt="Zwei Hände" data-alt-en="Two hands"><figcaption>Tee</figcaption></figure>',
    );
    expect(sanitizeRichText(html, "de")).toContain('alt="Zwei Hände" loading="lazy"');
    expect(sanitizeRichText(html, "en")).toContain('alt="Two hands" loading="lazy"');
    expect(sanitizeRichText(html, "en")).not.toContain("data-alt-en");
    // Without an English text the English page falls back to the German one.
    expect(sanitizeRichText('<img src="/media/a.jpg" alt="Nur Deutsch">', "en")).toContain('alt="Nur Deutsch"');
    // An alt text cannot break out of its attribute.
    expect(sanitizeRichText('<img src="/media/a.jpg" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="/media/a.jpg" alt="&quot; onerror=&quot;alert(1)">',
    );
  });

  it("keeps a YouTube or Vimeo video between blocks and nothing from another host", () => {
    expect(sanitizeRichText(`<p>a</p><div data-video="${YOUTUBE}" class="x" onclick="y">text</div>`)).toBe(
      `<p>a</p><div data-video="${YOUTUBE}"></div>text`,
    );
    expect(sanitizeRichText('<div data-video="https://vimeo.com/76979871"></div>')).toBe(
      '<div data-video="https://vimeo.com/76979871"></div>',
    );
    for (const hostile of [
      "https://evil.example/watch?v=abc",
      "https://www.youtube.com.evil.example/watch?v=abc",
      "javascript:alert(1)",
      "https://example.com/video.mp4",
      "",
    ]) {
      expect(sanitizeRichText(`<div data-video="${hostile}"></div>`), hostile).toBe("");
    }
    // Inside a list item the player cannot stand: the address stays as a link.
    expect(sanitizeRichText(`<ul><li><div data-video="${YOUTUBE}"></div></li></ul>`)).toBe(
      `<ul><li><a href="${YOUTUBE}" rel="noopener noreferrer">${YOUTUBE}</a></li></ul>`,
    );
  });

  it("leaves the legal pages' wider allow-list as it was", () => {
    const html = '<div><span>Frei</span> <u>unterstrichen</u> <abbr title="x">A</abbr></div>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeRichText(html)).toBe("Frei unterstrichen A");
  });
});
