import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~db/schema";
import { fetchWorker, testDb } from "../helpers";

/*
 * The old addresses of a WordPress site this one replaced answer 301 to their new pages (decision
 * 0063): only where nothing else of the site answers, in every spelling WordPress or a visitor may use.
 */

const ROWS = [
  { path: "/2008/09/layout-test-addr", target: "/blog/layout-test-addr" },
  { path: "/2010/10/ünicode-addr", target: "/blog/unicode-addr" },
  { path: "/hello-world-addr", target: "/blog/hello-world-addr" },
  { path: "/?p=990001", target: "/blog/layout-test-addr" },
  { path: "/?page_id=990002", target: "/services/about-addr" },
  { path: "/category/addr-news", target: "/blog?q=News" },
  // Targets that are not paths of this site (a row restored from an archive or written by hand).
  { path: "/2011/01/elsewhere-addr", target: "//evil.example/" },
  { path: "/2011/02/backslash-addr", target: "/\\evil.example" },
  { path: "/2011/03/tab-addr", target: "/%09/evil.example" },
  { path: "/2011/04/absolute-addr", target: "https://evil.example/" },
  { path: "/?p=990003", target: "/\\evil.example" },
];

beforeAll(async () => {
  await testDb()
    .insert(schema.legacyAddresses)
    .values(ROWS.map((row) => ({ ...row, source: "wordpress" })))
    .onConflictDoNothing();
  await fetchWorker("/");
}, 180_000); // the first request loads the server build, which takes long on a busy machine

afterAll(async () => {
  await testDb()
    .delete(schema.legacyAddresses)
    .where(
      inArray(
        schema.legacyAddresses.path,
        ROWS.map((row) => row.path),
      ),
    );
});

async function movedTo(path: string) {
  const response = await fetchWorker(path);
  return { status: response.status, location: response.headers.get("Location") };
}

describe("old WordPress addresses", () => {
  it("answer 301 to the new page with or without the trailing slash, in any case, percent-encoded or not", async () => {
    const expected = { status: 301, location: "/blog/layout-test-addr" };
    expect(await movedTo("/2008/09/layout-test-addr/")).toEqual(expected);
    expect(await movedTo("/2008/09/layout-test-addr")).toEqual(expected);
    expect(await movedTo("/2008/09/Layout-Test-Addr/")).toEqual(expected);
    expect(await movedTo("/2008/09/layout%2Dtest%2Daddr/")).toEqual(expected);
    expect(await movedTo("/2008//09/layout-test-addr/")).toEqual(expected);
    expect(await movedTo("/2010/10/%C3%BCnicode-addr/")).toEqual({ status: 301, location: "/blog/unicode-addr" });
    expect(await movedTo("/2010/10/%C3%9Cnicode-addr/")).toEqual({ status: 301, location: "/blog/unicode-addr" });
    expect(await movedTo("/hello-world-addr/")).toEqual({ status: 301, location: "/blog/hello-world-addr" });
    expect(await movedTo("/category/addr-news/")).toEqual({ status: 301, location: "/blog?q=News" });
  });

  it("answer /?p= and /?page_id= on the home address; any other query shows the home page", async () => {
    expect(await movedTo("/?p=990001")).toEqual({ status: 301, location: "/blog/layout-test-addr" });
    expect(await movedTo("/?p=0990001")).toEqual({ status: 301, location: "/blog/layout-test-addr" });
    expect(await movedTo("/?page_id=990002")).toEqual({ status: 301, location: "/services/about-addr" });
    expect((await fetchWorker("/?p=990999")).status).toBe(200);
    expect((await fetchWorker("/?p=abc")).status).toBe(200);
    expect((await fetchWorker("/?utm_source=x")).status).toBe(200);
  });

  it("leave unknown, broken and odd addresses to the 404 page, and never send a visitor off the site", async () => {
    expect((await fetchWorker("/2008/09/no-such-post/")).status).toBe(404);
    expect((await fetchWorker("/%E0%A4%A/")).status).toBe(404);
    expect((await fetchWorker("/2008/09/layout-test-addr%00/")).status).toBe(404);
    expect((await fetchWorker(`/${"a/".repeat(600)}`)).status).toBe(404);
  });

  it("treat a stored target that is not a path of this site as no target: the page is unknown, never a 301 off the site", async () => {
    const paths = [
      "/2011/02/backslash-addr/",
      "/2011/01/elsewhere-addr/",
      "/2011/03/tab-addr",
      "/2011/04/absolute-addr",
    ];
    const answers: Record<string, { status: number; location: string | null }> = {};
    for (const path of paths) answers[path] = await movedTo(path);
    answers["/?p=990003"] = await movedTo("/?p=990003");
    expect(answers).toEqual({
      ...Object.fromEntries(paths.map((path) => [path, { status: 404, location: null }])),
      "/?p=990003": { status: 200, location: null },
    });
  });

  it("never shadow the site's own pages", async () => {
    await testDb()
      .insert(schema.legacyAddresses)
      .values({ path: "/blog", target: "/kontakt", source: "wordpress" })
      .onConflictDoNothing();
    try {
      expect((await fetchWorker("/blog")).status).toBe(200);
    } finally {
      await testDb()
        .delete(schema.legacyAddresses)
        .where(inArray(schema.legacyAddresses.path, ["/blog"]));
    }
  });
});
