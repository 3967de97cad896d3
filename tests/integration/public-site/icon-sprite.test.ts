import { describe, expect, it } from "vitest";
import sprite from "~/assets/icons.svg?raw";
import { iconSprite } from "../../../scripts/icon-sprite-source";
import { fetchWorker } from "../helpers";

/*
 * The public pages draw their icons from one cached sprite (app/components/icon.tsx) instead of each
 * icon's shapes inline. The sprite is a written file: it must hold exactly the listed icons as
 * lucide-react draws them, and every icon a page refers to must be in it.
 */

const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

describe("icon sprite", () => {
  it("is the file scripts/icon-sprite.ts writes from the icon list and lucide-react", () => {
    expect(sprite).toBe(iconSprite());
  });

  it.each(["/", "/about", "/blog", "/events", "/academy", "/community", "/kontakt", "/login", "/en", "/en/blog"])(
    "%s draws every icon as a reference into the sprite",
    async (path) => {
      const response = await fetchWorker(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const svgs = [...html.matchAll(/<svg\b[^>]*>([\s\S]*?)<\/svg>/g)];
      expect(svgs.length).toBeGreaterThan(0);
      const urls = new Set<string>();
      for (const [svg, inner] of svgs) {
        const use = /^<use href="([^"#]+)#([^"]+)"><\/use>$/.exec(inner);
        expect(use, svg).not.toBeNull();
        urls.add(use![1]);
        expect(symbols.has(use![2]), `${use![2]} in the sprite`).toBe(true);
        // Decorative, as lucide-react made an icon without a name.
        if (!/ (aria-label|aria-labelledby|role)=/.test(svg)) expect(svg).toContain('aria-hidden="true"');
      }
      // One file for every icon of the page (hashed under /assets/ in the build, its source path here).
      expect([...urls]).toEqual([expect.stringMatching(/\/icons[\w-]*\.svg$/)]);
    },
  );
});
