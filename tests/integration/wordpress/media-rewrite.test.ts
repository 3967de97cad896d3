import { describe, expect, it } from "vitest";
import { ENGLISH } from "../../../app/lib/admin";
import { rewriteImageAddresses, IMAGE_REFUSALS } from "../../../app/lib/wordpress";

/* A post's image addresses, from the old WordPress site to the library (docs/decisions/0062). */

const SITE = "https://wpthemetestdata.files.wordpress.com";
const CANOLA = `/media/${"a".repeat(64)}.jpg`;
const SMALL = `/media/${"b".repeat(64)}.jpg`;
const WIDE = `/media/${"c".repeat(64)}.jpg`;
const mapping = new Map([
  [`${SITE}/2008/06/canola2.jpg`, CANOLA],
  // An original whose own name looks like a resized copy: it is itself, not image-alignment.jpg.
  [`${SITE}/2013/03/image-alignment-150x150.jpg`, SMALL],
  ["https://old.example.org/wp-content/uploads/2024/05/wide-scaled.jpg", WIDE],
]);

describe("rewriting image addresses", () => {
  it("replaces an image's address with its library path, whatever the scheme or resize query", () => {
    expect(rewriteImageAddresses(`<p><img src="${SITE}/2008/06/canola2.jpg" alt="Boot"></p>`, mapping)).toBe(
      `<p><img src="${CANOLA}" alt="Boot"></p>`,
    );
    const variants = [
      `http://wpthemetestdata.files.wordpress.com/2008/06/canola2.jpg`,
      `//wpthemetestdata.files.wordpress.com/2008/06/canola2.jpg`,
      `${SITE}/2008/06/canola2.jpg?w=150`,
      `${SITE}/2008/06/canola2.jpg?w=171&amp;h=128`,
      `https://WPThemeTestData.files.wordpress.com/2008/06/canola2.jpg#top`,
    ];
    for (const address of variants) {
      expect(rewriteImageAddresses(`<img src="${address}" alt="">`, mapping), address).toBe(
        `<img src="${CANOLA}" alt="">`,
      );
    }
  });

  it("takes WordPress's resized copies for their original", () => {
    const html = [
      `<img src="${SITE}/2008/06/canola2-300x200.jpg" alt="">`,
      `<img src="${SITE}/2013/03/image-alignment-150x150.jpg" alt="">`,
      `<img src="https://old.example.org/wp-content/uploads/2024/05/wide-1024x683.jpg" alt="">`,
      `<img src="https://old.example.org/wp-content/uploads/2024/05/wide.jpg" alt="">`,
    ].join("");
    expect(rewriteImageAddresses(html, mapping)).toBe(
      [CANOLA, SMALL, WIDE, WIDE].map((path) => `<img src="${path}" alt="">`).join(""),
    );
  });

  it("rewrites the link around a figure's image and every address of a srcset", () => {
    const html =
      `<figure><a href="${SITE}/2008/06/canola2.jpg"><img src='${SITE}/2008/06/canola2-300x225.jpg' ` +
      `srcset="${SITE}/2008/06/canola2-300x225.jpg 300w, ${SITE}/2008/06/canola2.jpg 640w" alt="Boot"></a>` +
      `<figcaption>Ein Boot</figcaption></figure>`;
    expect(rewriteImageAddresses(html, mapping)).toBe(
      `<figure><a href="${CANOLA}"><img src='${CANOLA}' srcset="${CANOLA} 300w, ${CANOLA} 640w" alt="Boot"></a>` +
        `<figcaption>Ein Boot</figcaption></figure>`,
    );
  });

  it("leaves everything else as it was: other images, links to pages, and text that only looks like an address", () => {
    const html =
      `<p>Write src="${SITE}/2008/06/canola2.jpg" in your post.</p>` +
      `<a href="https://wpthemetestdata.wordpress.com/2008/06/canola2/">Seite</a>` +
      `<img src="${SITE}/2008/06/unknown.jpg" alt="">` +
      `<img src="${SITE}/2008/06/canola2.png" alt="">` +
      `<img alt="data-src=${SITE}/2008/06/canola2.jpg" src="/media/x.jpg">` +
      `<img alt="see src='${SITE}/2008/06/canola2.jpg'" title=' href="${SITE}/2008/06/canola2.jpg"'>`;
    expect(rewriteImageAddresses(html, mapping)).toBe(html);
    expect(rewriteImageAddresses(html, new Map())).toBe(html);
  });
});

describe("the words for an image that did not come in", () => {
  it("has a German text for every reason, and its English form in the back office's dictionary", () => {
    for (const [reason, german] of Object.entries(IMAGE_REFUSALS)) {
      expect(ENGLISH[german], reason).toMatch(/\w/);
    }
  });
});
