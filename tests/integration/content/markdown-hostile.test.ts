import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, parseMarkdown } from "~/components/markdown";

const SIZE = 100_000;

/**
 * Bodies built to make a backtracking pattern try every split of a long run. Each one is rendered
 * whole; a quadratic pattern needs minutes for 100 KB (longer than the test's time limit, so the
 * test fails), a linear one a few milliseconds. Speed itself is the bench's business, not this test's.
 */
const HOSTILE: Record<string, string> = {
  "heading, spaces, then a letter": `# x${" ".repeat(SIZE)}y`,
  "heading, tabs and hashes": `## a${"\t#".repeat(SIZE / 2)}b`,
  "unclosed link openers": "[".repeat(SIZE),
  "link text without a target": "[a](b".repeat(SIZE / 5),
  "unclosed underscores after punctuation": "._a".repeat(SIZE / 3),
  "unclosed strong": `**${"a*".repeat(SIZE / 2)}`,
  "list marker, spaces, no text": `-${" ".repeat(SIZE)}x`,
};

describe("Markdown with hostile 100 KB bodies", () => {
  for (const [name, source] of Object.entries(HOSTILE)) {
    it(`renders ${name} to the end`, () => {
      const html = renderToStaticMarkup(createElement(Markdown, { source }));
      // The body's last letter is in the page: nothing was cut off to get done sooner.
      const last = source.trimEnd().at(-1)!;
      expect(html.length).toBeGreaterThan(0);
      if (/[a-z]/.test(last)) expect(html).toContain(last);
    });
  }

  it("still reads headings the way it did", () => {
    expect(parseMarkdown("## Titel ##")).toEqual([{ type: "heading", level: 2, text: "Titel" }]);
    expect(parseMarkdown("#### Tief")).toEqual([{ type: "heading", level: 4, text: "Tief" }]);
    expect(parseMarkdown("   # Eingerückt   ")).toEqual([{ type: "heading", level: 2, text: "Eingerückt" }]);
    expect(parseMarkdown("#OhneLeerzeichen")[0]?.type).toBe("paragraph");
    expect(parseMarkdown("####### sieben")[0]?.type).toBe("paragraph");
  });

  it("still renders links, emphasis and code inline", () => {
    const html = renderToStaticMarkup(
      createElement(Markdown, {
        source: "**fett** und *kursiv* und _auch_ und `code` und [Link](https://example.com/a)",
      }),
    );
    expect(html).toContain("<strong>fett</strong>");
    expect(html).toContain("<em>kursiv</em>");
    expect(html).toContain("<em>auch</em>");
    expect(html).toContain("code</code>");
    expect(html).toContain('href="https://example.com/a"');
  });
});
