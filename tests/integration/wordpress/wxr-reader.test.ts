import { describe, expect, it } from "vitest";
import { englishOf } from "~/lib/admin";
import { categoryPaths, legacyPathsOf, skipOf, summariseWxr, readWxr, wxrParts } from "~/lib/wordpress/index.server";
import type { WxrItem, WxrPart } from "~/lib/wordpress";
import { chunkedStream, countType, WXR_FIXTURE } from "./wxr-fixture";

const fixtureBytes = new TextEncoder().encode(WXR_FIXTURE);

async function collect(stream: ReadableStream<Uint8Array>, startOffset?: number) {
  const parts: WxrPart[] = [];
  for await (const part of wxrParts(stream, startOffset)) parts.push(part);
  return parts;
}

const itemsOf = (parts: WxrPart[]) => parts.flatMap((part) => (part.kind === "item" ? [part] : []));

describe("reading WordPress's theme test data", () => {
  const { channel, items } = readWxr(WXR_FIXTURE);
  const byTitle = (title: string) => items.find((item) => item.title === title)!;

  it("reads the channel: title, version, authors, categories and tags", () => {
    expect(channel).toMatchObject({ title: "Theme Unit Test Data", wxrVersion: "1.2", language: "en" });
    expect(channel.authors.map((a) => a.login)).toEqual(["themedemos", "themereviewteam"]);
    expect(channel.categories).toHaveLength(WXR_FIXTURE.match(/<wp:category>/g)!.length);
    expect(channel.tags).toHaveLength(WXR_FIXTURE.match(/<wp:tag>/g)!.length);
    expect(channel.categories.find((c) => c.slug === "cat-a")).toEqual({
      kind: "category",
      slug: "cat-a",
      name: "Cat A",
    });
    expect(channel.categories.find((c) => c.slug === "child-category-01")?.parent).toBe("parent-category");
  });

  it("summarises it as WordPress counts it, and says what is skipped and why", () => {
    const summary = summariseWxr(channel, items);
    expect(summary.posts.total).toBe(countType(WXR_FIXTURE, "post"));
    expect(summary.posts.total).toBe(51);
    expect(summary.pages).toBe(countType(WXR_FIXTURE, "page"));
    expect(summary.pages).toBe(21);
    expect(summary.attachments).toBe(countType(WXR_FIXTURE, "attachment"));
    expect(summary.attachments).toBe(38);
    expect(summary.posts).toMatchObject({ drafts: 1, scheduled: 1, passwordProtected: 1, sticky: 1 });
    expect(summary.posts.published).toBe(51 - 2);
    expect(summary.categories).toBe(channel.categories.length);
    expect(summary.tags).toBeGreaterThanOrEqual(channel.tags.length);
    expect(summary.authors).toBe(2);
    const menus = summary.skipped.find((group) => group.type === "nav_menu_item");
    expect(menus?.count).toBe(countType(WXR_FIXTURE, "nav_menu_item"));
    expect(menus?.reason).toMatch(/Menüeinträge/);
    expect(skipOf({ type: "post", status: "trash" })?.type).toBe("trash");
    expect(skipOf({ type: "post", status: "draft" })).toBeNull();
    expect(skipOf({ type: "product", status: "publish" })?.reason).toMatch(/Plugins/);
    for (const group of summary.skipped) expect(englishOf(group.reason), group.reason).not.toBeNull();
    expect(summary.skipped.find((group) => group.type === "comment")?.count).toBe(
      WXR_FIXTURE.match(/<wp:comment>/g)!.length,
    );
  });

  it("reads a post's fields: date in UTC, author, terms, sticky, password, comments, featured image", () => {
    const keyboard = items.find((item) => item.wpId === 1724)!;
    expect(keyboard).toMatchObject({
      type: "post",
      slug: "keyboard-navigation",
      status: "publish",
      date: "2018-10-21T03:03:48.000Z",
      author: "themereviewteam",
      commentStatus: "closed",
      tags: [{ kind: "tag", slug: "codex", name: "Codex" }],
    });
    expect(byTitle('Template: Password Protected (the password is "enter")').password).toBe("enter");
    expect(byTitle("Template: Comments Disabled").commentStatus).toBe("closed");
    expect(items.filter((item) => item.sticky).map((item) => item.title)).toEqual(["Template: Sticky"]);
    expect(byTitle("Markup: Title With Special Characters ~`!@#$%^&*()-_=+{}[]/\\;:'\"?,.>").type).toBe("post");
    const featured = byTitle("Template: Featured Image (Horizontal)");
    expect(featured.thumbnailId).toBe(1022);
    const image = items.find((item) => item.wpId === 1022)!;
    expect(image.type).toBe("attachment");
    expect(image.attachmentUrl).toMatch(/^https:\/\/wpthemetestdata\.files\.wordpress\.com\/.+\.jpg$/);
  });

  it("lists a post's and a category's old addresses as site paths", () => {
    const layout = byTitle("Template: Featured Image (Horizontal)");
    expect(legacyPathsOf(layout, channel)).toEqual([
      "/2012/03/15/template-featured-image-horizontal/",
      `/?p=${layout.wpId}`,
    ]);
    const about = items.find((item) => item.type === "page" && item.slug === "about")!;
    expect(legacyPathsOf(about, channel)).toEqual(["/about/", "/?page_id=2"]);
    const paths = categoryPaths(channel);
    expect(paths).toContainEqual({ slug: "cat-a", path: "/category/cat-a/" });
    expect(paths).toContainEqual({ slug: "child-category-01", path: "/category/parent-category/child-category-01/" });
    const encoded: WxrItem = { ...layout, link: "https://Example.ORG/blog/2020/01/%e6%97%a5/", wpId: 5 };
    expect(legacyPathsOf(encoded, { ...channel, link: "https://example.org/blog" })).toEqual([
      "/blog/2020/01/%E6%97%A5/",
      "/blog/?p=5",
    ]);
  });

  it("streams the same items as the whole-file reader, with offsets to resume from", async () => {
    const { stream, state } = chunkedStream(fixtureBytes, 4096);
    const parts = await collect(stream);
    expect(parts[0]).toEqual({ kind: "channel", channel });
    const streamed = itemsOf(parts);
    expect(streamed.map((part) => part.item)).toEqual(items);
    expect(state.pulled).toBe(fixtureBytes.length);
    for (const part of streamed) {
      const text = new TextDecoder().decode(fixtureBytes.subarray(part.start, part.end));
      expect(text.startsWith("<item>") && text.endsWith("</item>")).toBe(true);
    }
    // Resuming after the 100th item, as an import would with a ranged read of the rest of the file.
    const resumeAt = streamed[99]!.end;
    const rest = await collect(chunkedStream(fixtureBytes.subarray(resumeAt), 1000).stream, resumeAt);
    expect(rest.every((part) => part.kind === "item")).toBe(true);
    expect(itemsOf(rest).map(({ item, start, end }) => ({ item, start, end }))).toEqual(
      streamed.slice(100).map(({ item, start, end }) => ({ item, start, end })),
    );
  });
});
