import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug, safeHref, safeHttpUrl, safeRedirectPath, toEmbedUrl } from "~/lib/text";
import { formatGermanDate } from "~/lib/i18n";

describe("slugify (the spec's slug rule)", () => {
  it("lower-cases, trims and turns whitespace into hyphens", () => {
    expect(slugify("  Mein Erster   Beitrag ")).toBe("mein-erster-beitrag");
  });
  it("removes non-word characters and collapses hyphens", () => {
    expect(slugify("Hello, World! -- 2025?")).toBe("hello-world-2025");
    expect(slugify("a - b -- c")).toBe("a-b-c");
  });
  it("strips leading and trailing hyphens", () => {
    expect(slugify("--- Start ---")).toBe("start");
  });
  it("transliterates German umlauts instead of dropping them", () => {
    expect(slugify("Glück & Größe")).toBe("glueck-groesse");
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug as it is", () => {
    expect(uniqueSlug("Neuer Kurs", [])).toBe("neuer-kurs");
  });
  it("appends -1, -2 ... until the slug is free", () => {
    expect(uniqueSlug("Neuer Kurs", ["neuer-kurs"])).toBe("neuer-kurs-1");
    expect(uniqueSlug("Neuer Kurs", ["neuer-kurs", "neuer-kurs-1"])).toBe("neuer-kurs-2");
  });
  it("accepts a predicate", () => {
    const taken = new Set(["x", "x-1", "x-2"]);
    expect(uniqueSlug("x", (s) => taken.has(s))).toBe("x-3");
  });
});

describe("toEmbedUrl (video modal)", () => {
  it("turns YouTube watch, short and shorts links into embed links", () => {
    expect(toEmbedUrl("https://www.youtube.com/watch?v=abc_123-X")).toBe("https://www.youtube.com/embed/abc_123-X");
    expect(toEmbedUrl("https://youtu.be/abc123?t=10")).toBe("https://www.youtube.com/embed/abc123");
    expect(toEmbedUrl("https://youtube.com/shorts/xyz789")).toBe("https://www.youtube.com/embed/xyz789");
  });
  it("turns Vimeo links into player links", () => {
    expect(toEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
  });
  it("uses other http(s) URLs as they are", () => {
    expect(toEmbedUrl("https://example.com/video.mp4")).toBe("https://example.com/video.mp4");
  });
  it("refuses non-http schemes", () => {
    expect(toEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(toEmbedUrl("data:text/html,hi")).toBeNull();
    expect(toEmbedUrl("")).toBeNull();
  });
});

describe("URL guards", () => {
  it("only lets http(s) through for external links", () => {
    expect(safeHttpUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHttpUrl(" JavaScript:alert(1)")).toBeNull();
    expect(safeHref("/kontakt")).toBe("/kontakt");
    expect(safeHref("//evil.example")).toBeNull();
  });
  it("keeps redirects on this site", () => {
    expect(safeRedirectPath("/blog?x=1")).toBe("/blog?x=1");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("//evil.example")).toBe("/");
  });
});

describe("formatGermanDate", () => {
  it("formats dates as dd.mm.yyyy", () => {
    expect(formatGermanDate(new Date("2025-03-09T12:00:00Z"))).toBe("09.03.2025");
  });
});
