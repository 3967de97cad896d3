import { describe, expect, it } from "vitest";
import { categoryPaths, legacyPathsOf } from "~/lib/wordpress/legacy-paths.server";
import { summariseWxr } from "~/lib/wordpress/summary.server";
import { plainExcerpt, wordpressToEditorHtml } from "~/lib/wordpress/to-editor-html.server";
import { readWxr, WxrError, wxrParts } from "~/lib/wordpress/wxr-reader.server";

// Placeholder while the reader is written: the interface exists for the importer.
describe("WordPress export reader (interface)", () => {
  it("exports its functions", () => {
    for (const f of [
      categoryPaths,
      legacyPathsOf,
      summariseWxr,
      plainExcerpt,
      wordpressToEditorHtml,
      readWxr,
      wxrParts,
    ]) {
      expect(typeof f).toBe("function");
    }
    expect(new WxrError("not-wxr", "Keine WordPress-Exportdatei").code).toBe("not-wxr");
  });
});
