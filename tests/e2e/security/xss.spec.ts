import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { personStamp } from "../form-stamp";

/*
 * Hostile content: XSS payloads saved through every admin field that ends up in a page (legal HTML,
 * blog Markdown, titles, descriptions, URLs), then rendered in Chromium. No script may ever run, no
 * javascript: link or inline event handler may ever reach the DOM, and every <script> carries the
 * nonce. Forms are read from the real admin screens (so their hidden fields and defaults are what the
 * browser would send) and posted with the admin's cookies. Everything created is deleted and every
 * edited record is put back: the e2e database is shared with later specs.
 */

const RUN = Date.now().toString(36);
const MARK = `XSS${RUN}`;

/** Markup that would run script if it reached the page unescaped or unsanitised. */
const TEXT_PAYLOADS = [
  `<script>window.__xss=1</script>${MARK}`,
  `<img src=x onerror="window.__xss=1">${MARK}`,
  `<svg onload=window.__xss=1>${MARK}`,
  `"><script>window.__xss=1</script>${MARK}`,
  `'><img src=x onerror=window.__xss=1>${MARK}`,
  `<a href="jAvAsCrIpT:window.__xss=1">${MARK}</a>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>${MARK}`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>${MARK}`,
  `<style>@import 'javascript:window.__xss=1';</style><div style="background:url(javascript:window.__xss=1)">${MARK}</div>`,
  `<details open ontoggle=window.__xss=1>${MARK}`,
  `{{constructor.constructor('window.__xss=1')()}}${MARK}`,
];

/** Markdown that tries to produce script links or raw HTML. */
const MARKDOWN_PAYLOAD = [
  `# ${MARK}`,
  "[klick](javascript:window.__xss=1)",
  "[klick2](JaVaScRiPt:window.__xss=1)",
  "[klick3]( javascript:window.__xss=1 )",
  "[klick4](&#106;avascript:window.__xss=1)",
  "![bild](javascript:window.__xss=1)",
  "[data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)",
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">roh</a>',
  "[ref][r]\n\n[r]: javascript:window.__xss=1",
  "<javascript:window.__xss=1>",
].join("\n\n");

/** HTML for the legal pages: payloads around real text, so something survives the allow-list. */
const LEGAL_HTML = `<h2>${MARK}</h2><p>Text</p>${TEXT_PAYLOADS.join("<p>x</p>")}<a href=" javascript:window.__xss=1">a</a><form action="javascript:window.__xss=1"><button>b</button></form><object data="javascript:window.__xss=1"></object><base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">`;

/** A harmless absolute URL on the test server itself (answers at once, unlike hosts of the internet). */
const safeUrl = (page: Page, name: string) => new URL(`/xss-ok-${RUN}/${name}`, page.url()).toString();

/** URL field values that must be refused (or at least never rendered as a link). */
const BAD_URLS = [
  "javascript:window.__xss=1",
  "JaVaScRiPt:window.__xss=1",
  " javascript:window.__xss=1",
  "java\tscript:window.__xss=1",
  "data:text/html,<script>window.__xss=1</script>",
  "vbscript:msgbox(1)",
];

/** URL fields: by name, or because the form's own value is an address or a path of the site. */
const URLISH = /(url|link|href|image|src|video|background|website|jetzt_sarten|path)/i;
const looksLikeUrl = (value: string) => /^(https?:\/\/|\/)/.test(value);
/**
 * Fields with a format of their own (numbers, codes, dates, UTM parameters, which only take URL-safe
 * words and are refused otherwise, see admin-redirect-links.test.ts; a short link's fallback URL, which only
 * goes with an expiry): they keep the form's value, or get a valid one.
 */
const KEEP =
  /^(date|time|slug|price|rating|display_order|display_duration|order|phone|contact_phone|contact_email|icon_name|button_target|page_key|id|intent|_js|short_code|main_sections_grid_columns|utm_(source|medium|campaign|content|term)|expired_url)$/i;
const VALID: Record<string, string> = {
  price: "9.99€",
  rating: "4",
  display_order: "1",
  display_duration: "5000",
  phone: "+49 30 123456",
  contact_phone: "+49 30 123456",
  short_code: `xss-${RUN}`,
  slug: `xss-${RUN}`,
  // A new event needs its start (the server refuses one without).
  starts_at: "2099-05-01T10:00",
};

type Control = {
  name: string;
  type: string;
  value: string;
  checked: boolean;
  maxLength: number;
  honeypot: boolean;
  required: boolean;
};
type FormInfo = { action: string; controls: Control[] };

/** The first form on the page matching the selector, as the browser would submit it. */
async function readForm(page: Page, url: string, selector: string): Promise<FormInfo> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  const form = page.locator(selector).first();
  await expect(form).toBeAttached();
  return form.evaluate((el) => {
    const f = el as HTMLFormElement;
    const controls = [...f.elements]
      .filter(
        (c): c is HTMLInputElement =>
          "name" in c && !!(c as HTMLInputElement).name && !(c as HTMLInputElement).disabled,
      )
      .filter((c) => c.tagName !== "BUTTON" || c.getAttribute("name") === "intent")
      .map((c) => ({
        name: c.name,
        type:
          c.tagName === "TEXTAREA"
            ? "textarea"
            : c.tagName === "SELECT"
              ? "select"
              : c.tagName === "BUTTON"
                ? "button"
                : c.type,
        value: c.value,
        checked: c.checked,
        maxLength: c.maxLength ?? -1,
        honeypot: c.tabIndex === -1 && c.type === "text",
        required: c.required || c.getAttribute("aria-required") === "true",
      }));
    return { action: f.action, controls };
  });
}

/** Form entries: text fields get `text(i)`, URL fields `url`, the rest keeps what the form had. */
function fill(info: FormInfo, text: (i: number, c: Control) => string, url: string, only?: RegExp): [string, string][] {
  const entries: [string, string][] = [];
  let i = 0;
  const seen = new Set<string>();
  for (const c of info.controls) {
    if (c.type === "button") {
      if (!seen.has("intent") && c.name === "intent") entries.push([c.name, c.value]);
      seen.add(c.name);
      continue;
    }
    if (c.type === "radio" && !c.checked) continue;
    if (c.honeypot) {
      entries.push([c.name, ""]);
      continue;
    }
    if (c.type === "checkbox") {
      // Switches on (so links and detail pages show), unless the form is copied as it is.
      if (!only || only.test(c.name) || c.checked) entries.push([c.name, c.value || "on"]);
      continue;
    }
    const editable =
      (c.type === "text" || c.type === "textarea" || c.type === "url" || c.type === "search") && !KEEP.test(c.name);
    if (!editable || (only && !only.test(c.name))) {
      const fallback =
        c.type === "email"
          ? `xss-${RUN}@example.com`
          : c.required || c.name === "short_code" || c.name === "starts_at"
            ? (VALID[c.name] ?? "")
            : "";
      entries.push([c.name, c.value || (only ? "" : fallback)]);
      continue;
    }
    let value = URLISH.test(c.name) || c.type === "url" || looksLikeUrl(c.value) ? url : text(i++, c);
    if (c.maxLength > 0) value = value.slice(0, c.maxLength);
    entries.push([c.name, value]);
  }
  return entries;
}

async function post(page: Page, action: string, entries: [string, string][]): Promise<APIResponse> {
  const origin = new URL(page.url()).origin;
  return page.request.post(action, {
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    data: new URLSearchParams(entries).toString(),
    maxRedirects: 0,
  });
}

const textPayload = (i: number) => TEXT_PAYLOADS[i % TEXT_PAYLOADS.length]!;

/** The fields an answer marks invalid (aria-invalid on the re-rendered form). */
async function invalidFields(response: APIResponse): Promise<string[]> {
  const body = await response.text();
  return [...body.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /aria-invalid="true"/.test(tag))
    .map((tag) => /name="([^"]+)"/.exec(tag)?.[1] ?? "?");
}

/**
 * Refused. Each test posts the very same entries with a safe URL right after and expects them to be
 * stored, so the refusal is the URL fields' doing.
 */
async function expectUrlRefusal(response: APIResponse, label: string) {
  expect(response.status(), `${label} → ${await explain(response)}`).toBe(400);
}

/** Shows where a refused or accepted post went wrong: the fields the answer marks invalid. */
async function explain(response: APIResponse) {
  const body = await response.text();
  const invalid = await invalidFields(response);
  const alerts = [...body.matchAll(/role="alert"[^>]*>([^<]{3,200})</g)].map((m) => m[1]);
  return `${response.status()} invalid: ${invalid.join(", ") || "-"} ${alerts.slice(0, 3).join(" | ")}`;
}

/** Opens a page in Chromium and asserts nothing hostile ran or reached the DOM. */
async function expectClean(page: Page, url: string, after?: (page: Page) => Promise<void>) {
  const dialogs: string[] = [];
  const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on("dialog", onDialog);
  try {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    // Images of other hosts may never answer here (no network): wait for "load" only so long.
    await page.waitForLoadState("load", { timeout: 10_000 }).catch(() => undefined);
    if (after) await after(page);
    // Lazy handlers (onerror of broken images, ontoggle) run once an image has loaded or failed, and
    // in the frames after: wait until every eager image of this site has (other hosts may never
    // answer here), then two animation frames.
    await page.waitForFunction(
      () =>
        [...document.images]
          // Lazy images below the fold are never fetched, so they never complete.
          .filter(
            (img) =>
              img.loading !== "lazy" &&
              new URL(img.currentSrc || img.src || "/", location.href).origin === location.origin,
          )
          .every((img) => img.complete),
      undefined,
      { timeout: 10_000 },
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    const report = await page.evaluate(() => {
      const bad: string[] = [];
      const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
      if (w.__xss !== undefined) bad.push("window.__xss was set: a payload ran");
      // 'eval' is zod's own capability probe (new Function("") in a try), not a payload.
      for (const v of w.__cspViolations ?? [])
        if (/^(script-src|object-src|frame-src|default-src)/.test(v) && !/ eval$/.test(v))
          bad.push(`CSP blocked: ${v}`);
      const scriptish = /^(javascript|vbscript|data:text\/html)/;
      for (const el of document.querySelectorAll("*")) {
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          if (name.startsWith("on")) bad.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
          // Browsers strip tabs/newlines and leading spaces from URLs: compare the way they parse.
          // eslint-disable-next-line no-control-regex -- matching control characters is the point here.
          const value = attr.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (
            ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "srcdoc"].includes(
              name,
            ) &&
            (scriptish.test(value) || name === "srcdoc")
          ) {
            bad.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
          }
        }
      }
      // Structured data (type exactly application/ld+json) is a data block the browser never runs; a
      // title that broke out of it would make a second <script> of another type, which is caught here.
      for (const s of document.querySelectorAll("script"))
        if (!(s as HTMLScriptElement).nonce && (s as HTMLScriptElement).type !== "application/ld+json")
          bad.push(`<script> without nonce: ${s.outerHTML.slice(0, 80)}`);
      for (const tag of ["iframe[srcdoc]", "object", "embed", "base", "meta[http-equiv]"]) {
        for (const el of document.querySelectorAll(tag)) bad.push(el.outerHTML.slice(0, 100));
      }
      return bad;
    });
    expect(report, `${url}:\n${report.join("\n")}`).toEqual([]);
    expect(dialogs, `${url}: dialogs`).toEqual([]);
  } finally {
    page.off("dialog", onDialog);
  }
}

/** The id of the list row that shows the marker (from its edit or delete link). */
async function rowLinks(page: Page, listUrl: string, rowTestId: string) {
  await page.goto(listUrl, { waitUntil: "domcontentloaded" });
  const row = page.getByTestId(rowTestId).filter({ hasText: MARK }).first();
  if ((await row.count()) === 0) return null;
  const hrefs = await row.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return {
    edit: hrefs.find((h) => /[?&]edit=/.test(h)) ?? null,
    del: hrefs.find((h) => /[?&]delete=/.test(h)) ?? null,
    reply: hrefs.find((h) => /[?&]reply=/.test(h)) ?? null,
  };
}

/** Deletes every list row showing the marker through the screen's own delete dialog. */
async function deleteRows(page: Page, listUrl: string, rowTestId = "content-row") {
  for (let n = 0; n < 5; n += 1) {
    const links = await rowLinks(page, listUrl, rowTestId);
    if (!links?.del) return;
    const form = await readForm(
      page,
      new URL(links.del, new URL(listUrl, page.url())).toString(),
      'form:has(input[name="intent"][value="delete"])',
    );
    const response = await post(
      page,
      form.action,
      fill(form, () => "", ""),
    );
    expect(response.status(), await explain(response)).toBeLessThan(400);
  }
}

// Records what CSP had to block: with the nonce policy an injected inline script would not run, but
// reaching the DOM at all is still a hole in the escaping. On every document of the spec's tabs.
test.use({
  initScript: `window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => window.__cspViolations.push(e.violatedDirective + " " + e.blockedURI));`,
});

/** A content type of the back office: create with hostile values, check public and admin pages, delete. */
type ContentCase = {
  key: string;
  listUrl: string;
  newUrl: string;
  /** Public pages to open once the record exists; `slug` is read from the record's edit form. */
  publicUrls: (slug: string | null) => string[];
  rowTestId?: string;
  markdown?: RegExp;
};

// Each case saves, renders and deletes through several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const CONTENT_CASES: ContentCase[] = [
  {
    key: "blog",
    listUrl: "/admin/blog",
    newUrl: "/admin/blog?new=1",
    publicUrls: (s) => ["/blog", `/blog/${s}`, `/en/blog/${s}`],
    markdown: /^content$/,
  },
  { key: "shop", listUrl: "/admin/shop", newUrl: "/admin/shop?new=1", publicUrls: (s) => ["/shop", `/shop/${s}`] },
  {
    key: "events",
    listUrl: "/admin/events",
    newUrl: "/admin/events?new=1",
    publicUrls: (s) => ["/events", `/events/${s}`],
  },
  {
    key: "services",
    listUrl: "/admin/services",
    newUrl: "/admin/services?new=1",
    publicUrls: () => ["/services", "/en/services"],
  },
  {
    key: "about",
    listUrl: "/admin/about",
    newUrl: "/admin/about?new=1",
    publicUrls: () => ["/about", "/en/about"],
  },
  { key: "hero", listUrl: "/admin/hero", newUrl: "/admin/hero?new=1", publicUrls: () => ["/", "/en"] },
  {
    key: "navigation",
    listUrl: "/admin/navigation",
    newUrl: "/admin/navigation?new=1",
    publicUrls: () => ["/", "/kontakt"],
  },
  {
    key: "redirect-links",
    listUrl: "/admin/redirect-links",
    newUrl: "/admin/redirect-links?new=1",
    publicUrls: () => ["/weiterleitungen", "/links"],
    rowTestId: "redirect-row",
  },
];

for (const c of CONTENT_CASES) {
  test(`${c.key}: javascript: URLs are refused, hostile text is rendered inert`, async ({ adminPage: page }) => {
    const form = await readForm(page, c.newUrl, 'form:has(input[name="intent"][value="create"])');
    const text = (i: number, control: Control) => (c.markdown?.test(control.name) ? MARKDOWN_PAYLOAD : textPayload(i));
    try {
      // 1. Every URL field set to a script URL: the server refuses the whole record, nothing is listed.
      for (const bad of BAD_URLS)
        await expectUrlRefusal(await post(page, form.action, fill(form, text, bad)), `${c.key} ${bad}`);
      expect(await rowLinks(page, c.listUrl, c.rowTestId ?? "content-row"), "nothing was stored").toBeNull();
      // 2. The same hostile text (and Markdown) with safe URLs is stored …
      const slugless = fill(form, text, safeUrl(page, c.key));
      const saved = await post(page, form.action, slugless);
      expect(saved.status(), await explain(saved)).toBe(302);

      // 3. … and rendered inert in the admin list, the edit dialog (with the Markdown preview) and the public pages.
      await expectClean(page, c.listUrl);
      const links = await rowLinks(page, c.listUrl, c.rowTestId ?? "content-row");
      expect(links?.edit ?? links?.del, "the new record is listed").toBeTruthy();
      let slug: string | null = null;
      if (links?.edit) {
        const editUrl = new URL(links.edit, new URL(c.listUrl, page.url())).toString();
        await expectClean(page, editUrl, async (p) => {
          const slugInput = p.locator('form input[name="slug"]');
          slug = (await slugInput.count()) > 0 ? await slugInput.first().inputValue() : null;
          const preview = p.getByRole("tab", { name: /Vorschau|Preview/ });
          if (await preview.count()) await preview.first().click();
        });
      }
      for (const url of c.publicUrls(slug)) await expectClean(page, url);
    } finally {
      await deleteRows(page, c.listUrl, c.rowTestId);
    }
  });
}

test("legal page HTML is cleaned: nothing runs on /impressum @shared", async ({ adminPage: page }) => {
  const form = await readForm(
    page,
    "/admin/legal?edit=impressum",
    'form:has(input[name="page_key"][value="impressum"])',
  );
  const original = fill(form, () => "", "", /^$/);
  try {
    const hostile = fill(
      form,
      (_, control) => (/content/.test(control.name) ? LEGAL_HTML : textPayload(0)),
      "",
      /^(title|content)_(de|en)$/,
    );
    const saved = await post(page, form.action, hostile);
    expect(saved.status(), await explain(saved)).toBe(302);
    await expectClean(page, "/impressum");
    await expect(page.getByTestId("legal-content").getByRole("heading", { name: MARK })).toBeVisible(); // the cleaned HTML is really shown
    await expectClean(page, "/en/imprint");
    await expectClean(page, "/admin/legal");
    await expectClean(page, "/admin/legal?edit=impressum");
  } finally {
    const restored = await post(page, form.action, original);
    expect(restored.status(), await explain(restored)).toBe(302);
  }
});

test("page hero texts (blog) are rendered inert @shared", async ({ adminPage: page }) => {
  const form = await readForm(
    page,
    "/admin/blog-hero",
    'form:has(input[name="intent"][value="save"]), form:has(input[name="intent"][value="create"]), form:has(input[name="intent"][value="update"])',
  );
  const original = fill(form, () => "", "", /^$/);
  const existed = !original.some(([k, v]) => k === "intent" && v === "create");
  try {
    for (const bad of BAD_URLS.slice(0, 2)) {
      await expectUrlRefusal(await post(page, form.action, fill(form, textPayload, bad)), `page hero ${bad}`);
    }
    const saved = await post(page, form.action, fill(form, textPayload, safeUrl(page, "hero.jpg")));
    expect(saved.status(), await explain(saved)).toBe(302);
    await expectClean(page, "/blog");
    await expectClean(page, "/admin/blog-hero");
  } finally {
    const restored = existed
      ? await post(page, form.action, original)
      : await post(page, form.action, [["intent", "delete"]]);
    expect(restored.status(), await explain(restored)).toBe(302);
  }
});

test("general settings (logo, company, contact texts) are rendered inert on every page @shared", async ({
  adminPage: page,
}) => {
  const form = await readForm(page, "/admin/general", "form:has(button[name='intent'])");
  const original = fill(form, () => "", "", /^$/);
  // Every switch on, but not the second-factor policy: this admin has no second factor, so switching it
  // on is refused by its own rule (decision 0038), which is not what this test is about.
  const hostile = (url: string) => fill(form, textPayload, url).filter(([name]) => name !== "require_two_factor");
  try {
    for (const bad of BAD_URLS.slice(0, 3)) {
      await expectUrlRefusal(await post(page, form.action, hostile(bad)), `general ${bad}`);
    }
    const saved = await post(page, form.action, hostile(safeUrl(page, "general")));
    expect(saved.status(), await explain(saved)).toBe(302);
    for (const url of ["/", "/kontakt", "/impressum", "/admin/general"]) await expectClean(page, url);
  } finally {
    const restored = await post(page, form.action, original);
    expect(restored.status(), await explain(restored)).toBe(302);
  }
});

test("a contact message with hostile text is inert in the back office", async ({ adminPage: page }) => {
  const form = await readForm(page, "/kontakt", "form:has(textarea)");
  // A post sooner than the form's minimum fill time would be taken for a robot's and dropped: the
  // posts carry a stamp a minute old.
  for (const control of form.controls) if (control.name === "form_stamp") control.value = personStamp();
  // The visitor's website must be a web address.
  for (const bad of BAD_URLS.slice(0, 2))
    await expectUrlRefusal(await post(page, form.action, fill(form, textPayload, bad)), `contact ${bad}`);
  const sent = await post(page, form.action, fill(form, textPayload, "https://example.com/kontakt"));
  // The form answers its thank-you state (directly or by a redirect), and the message is stored: it
  // is listed in the back office below.
  expect([200, 302], await explain(sent)).toContain(sent.status());
  try {
    await expectClean(page, "/admin/contact-messages");
    const links = await rowLinks(page, "/admin/contact-messages", "contact-message");
    expect(links, "the hostile contact message is not listed in the back office").not.toBeNull();
    for (const href of [links?.edit, links?.reply])
      if (href) await expectClean(page, new URL(href, page.url()).toString());
  } finally {
    await deleteRows(page, "/admin/contact-messages", "contact-message");
  }
});
