import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { appModule } from "../app-module";
import { expect, test } from "../fixtures";

const { NAV_GROUPS, PROFILE_LINK, TOP_LINKS } =
  await appModule<typeof import("../../../app/lib/admin/nav")>("app/lib/admin/nav.ts");
const { publicPagePaths } = await appModule<typeof import("../../integration/public-routes")>(
  "tests/integration/public-routes.ts",
);

/**
 * Valid HTML (docs/decisions/0043-valid-html-checked-in-the-tests.md): the W3C Nu HTML Checker finds no
 * error on any public page (German and English, detail pages, 404, sign-in) nor on any back-office
 * screen, the dialogs its links open by address (?new=1, ?edit=…, ?delete=…, tabs) included.
 *
 * The pages are checked as the server sends them (what a browser parses, a crawler reads and a visitor
 * without JavaScript gets; the dialogs are in it, decision 0022): a DOM serialised after hydration is
 * not the document the checker is meant for. All pages go to one checker process, whose start-up is
 * most of its time.
 */
const SLUG = "__slug__";

type Fetched = { url: string; html: string };

/** The site-relative links of a page's <main> (the navbar's and footer's are the same on every page). */
function mainLinks(html: string, prefix: string): string[] {
  const main = html.split(/<main\b/)[1]?.split("</main>")[0] ?? "";
  return [...main.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .filter((href) => href.startsWith(prefix));
}

async function fetchPage(request: APIRequestContext, url: string, statuses: number[] = [200]): Promise<Fetched> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(statuses, `${url} answered ${response.status()}`).toContain(response.status());
  if (response.status() >= 300 && response.status() < 400) return { url, html: "" };
  expect(response.headers()["content-type"], url).toContain("text/html");
  return { url, html: await response.text() };
}

/** Several pages at a time, in the order asked: the server answers one while it renders another. */
async function fetchAll(request: APIRequestContext, urls: string[], statuses?: number[]): Promise<Fetched[]> {
  const pages: Fetched[] = [];
  for (let i = 0; i < urls.length; i += 4) {
    pages.push(...(await Promise.all(urls.slice(i, i + 4).map((url) => fetchPage(request, url, statuses)))));
  }
  return pages;
}

/** Public pages of the route table; a `:slug` page is the first one its listing links to. */
async function publicPages(request: APIRequestContext): Promise<Fetched[]> {
  const paths = publicPagePaths(SLUG);
  const listed = paths.filter((path) => !path.includes(SLUG) && !path.includes("no-such/page"));
  // The newsletter's pages are reached by signed links only: without one they say the link is invalid.
  const pages = await fetchAll(
    request,
    listed.map((path) => (/^(\/en)?\/newsletter\//.test(path) ? `${path}?token=kaputt` : path)),
  );
  const details: string[] = [];
  for (const path of paths.filter((p) => p.includes(SLUG))) {
    const listingPath = path.slice(0, path.indexOf(`/${SLUG}`));
    const listing = pages[listed.indexOf(listingPath)];
    // The draft preview (a signed, personal address) has no listing; every other detail page has one.
    if (listing === undefined) continue;
    const prefix = `${listingPath}/`;
    const detail = mainLinks(listing.html, prefix).find((href) => /^[^?#]+$/.test(href.slice(prefix.length)));
    expect(detail, `no detail page linked from ${listingPath}`).toBeTruthy();
    details.push(detail!);
  }
  return [
    ...pages,
    ...(await fetchAll(request, details)),
    ...(await fetchAll(request, ["/gibt-es/nicht", "/en/gibt-es/nicht"], [404])),
    ...(await fetchAll(request, ["/login", "/login?mode=register", "/login?mode=forgot", "/login?lang=en"])),
  ];
}

/** A link's shape: numbers stand for any record, so one record's dialog stands for all of its screen. */
function shapeOf(href: string): string {
  const url = new URL(href, "http://x");
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, "/#");
  // Record ids: numbers, and the accounts' UUIDs.
  const params = [...url.searchParams].map(
    ([name, value]) => `${name}=${/^(\d+|[\da-f]{8}-[\da-f-]{27})$/.test(value) ? "#" : value}`,
  );
  return `${path}?${params.sort().join("&")}`;
}

/** Files (CSV, QR codes, JSON) and leaving the back office are not pages to check. */
const NOT_A_PAGE = /\.(csv|svg|png|json)(\?|$)|^\/admin\/logout/;

/**
 * Every screen of the admin bar, the screens their <main> links to (service details, a short link's
 * analytics, revisions …) and the dialogs those links open, two links deep, one link of each shape.
 */
async function adminPages(request: APIRequestContext): Promise<Fetched[]> {
  const screens = [...TOP_LINKS, ...NAV_GROUPS.flatMap((group) => group.items), PROFILE_LINK].map((item) => item.to);
  const seen = new Set(screens.map(shapeOf));
  const pages: Fetched[] = [];
  let level = [...new Set(screens)];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    const next: string[] = [];
    // A link may lead to another screen's address (the dashboard's cards to the menu's): not a page.
    for (const page of await fetchAll(request, level, [200, 301, 302])) {
      if (!page.html) continue;
      pages.push(page);
      for (const href of mainLinks(page.html, "/admin")) {
        const shape = shapeOf(href);
        if (NOT_A_PAGE.test(href) || seen.has(shape)) continue;
        seen.add(shape);
        next.push(href);
      }
    }
    level = next;
  }
  pages.push(await fetchPage(request, "/admin?lang=en"));
  return pages;
}

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs the checker once over all pages; its errors, each with the page it was found on. */
function check(pages: Fetched[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "valid-html-"));
  try {
    const files = pages.map((page, i) => {
      const file = join(dir, `${String(i).padStart(4, "0")}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const jar = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));
    // Java's quick compiler only and one garbage-collector thread: the run is short, and on two cores the
    // optimising compiler and parallel collector cost three times the CPU (15 s against 5 s for 200 pages).
    // That needs a larger thread stack for the checker's schema (it says so: at least 512k).
    const java = ["-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-jar", jar];
    const run = spawnSync("java", [...java, "--errors-only", "--no-langdetect", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, "the checker needs Java (README: tests)").toBeUndefined();
    // Exit 1 means errors found (listed below); anything else is the checker failing to run.
    expect([0, 1], run.stderr.slice(0, 2000)).toContain(run.status);
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        const index = Number(/(\d{4})\.html$/.exec(m.url ?? "")?.[1]);
        const where = Number.isNaN(index) ? (m.url ?? "?") : pages[index]!.url;
        return `${where}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? `  «${m.extract.trim()}»` : ""}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("every public page and back-office screen, its dialogs included, is valid HTML", async ({
  page,
  adminPage,
  englishAdminPage,
}) => {
  // About 250 pages fetched (the back office in both of its languages) and one checker run over all of them.
  test.setTimeout(180_000);
  const pages = [
    ...(await publicPages(page.request)),
    ...(await adminPages(adminPage.request)),
    ...(await adminPages(englishAdminPage.request)),
  ];
  // Both languages of every public page, and more than the bar's screens in the back office.
  expect(pages.length).toBeGreaterThan(80);
  expect(check(pages)).toEqual([]);
});
