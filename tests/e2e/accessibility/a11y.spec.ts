import type { Page, Route } from "@playwright/test";
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from "../axe";
import { E2E_STAFF, expect, hydrated, test } from "../fixtures";
import { confirmedSubscriber, fillCampaign, mailTo, newCampaign, signUp } from "../newsletter";
import { sitePathIn } from "../outbox";
import { codeFor, confirmEnrolment, signInWithPassword, startEnrolment, twoFactorStaff } from "../two-factor";
import { addPasskeyOnProfile, anotherSession, fillPasswordIfAsked, virtualAuthenticator } from "../passkey-helpers";
import { appModule } from "../app-module";
import { heldContactMessage, waitForOwnStamp } from "../form-stamp";

const { NAV_GROUPS, PROFILE_LINK, TOP_LINKS } =
  await appModule<typeof import("../../../app/lib/admin/nav")>("app/lib/admin/nav.ts");

/**
 * Accessibility gate (quality-gates issue): axe-core with the WCAG 2.0/2.1 A and AA rules on every
 * public page in both languages, in dark mode, with the cookie banner, its settings, the video
 * dialog and the mobile menu open, and on every back-office screen the admin bar links to (picked
 * up from app/lib/admin/nav.ts as screens turn `ready`). Serious and critical findings fail.
 */
test.use({ reducedMotion: "reduce" });

/**
 * Frames of other hosts (the video players) cannot load on the test machine: such a frame gets an empty
 * titled page, everything else of other hosts is refused, so axe never waits on the network. Only the
 * tests that open such frames use it: the browser refuses other hosts anyway (playwright.config.ts), and
 * intercepting every request of a page costs the other tests time for nothing.
 */
async function isolate(page: Page) {
  await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route: Route) =>
    route.request().resourceType() === "document"
      ? route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="en"><head><title>Embedded</title></head><body></body></html>',
        })
      : route.abort(),
  );
}

async function setCookie(page: Page, name: string, value: string) {
  await page
    .context()
    .addCookies([{ name, value: encodeURIComponent(value), url: String(test.info().project.use.baseURL) }]);
}

const CONSENT = JSON.stringify({ necessary: true, analytics: false, marketing: false });

/**
 * A public page in a language: at its /en address, or by ?lang= where the address has no language.
 * The back office speaks the language its user chose, so an admin page in English is englishAdminPage's.
 */
function withLang(path: string, lang: "de" | "en") {
  if (/^\/admin(\/|\?|$)/.test(path)) throw new Error(`${path}: the back office's language is the person's choice`);
  if (lang === "de") return path;
  if (/^\/(login|vorschau)(\/|\?|$)/.test(path)) return `${path}${path.includes("?") ? "&" : "?"}lang=en`;
  return path === "/" ? "/en" : `/en${path}`;
}

/**
 * A detail page's address, taken from the first matching link in its listing page's <main>. Read from
 * the HTML the server sends (public pages are not hydrated, decision 0069): opening the listing in the
 * browser cost a document load that nothing scanned.
 */
async function firstDetail(page: Page, listing: string, prefix: string): Promise<string | null> {
  const response = await page.request.get(listing);
  expect(response.status(), listing).toBe(200);
  const main = (await response.text()).split(/<main\b/)[1]?.split("</main>")[0] ?? "";
  const href = [...main.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .find((link) => link.startsWith(prefix));
  return href ?? null;
}

type PublicPage = { name: string; path: string | ((page: Page) => Promise<string | null>) };

const PUBLIC_PAGES: PublicPage[] = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "services", path: "/services" },
  { name: "service detail", path: (page) => firstDetail(page, "/services", "/services/") },
  { name: "projects", path: "/projects" },
  { name: "contact", path: "/kontakt" },
  { name: "blog", path: "/blog" },
  { name: "blog post", path: (page) => firstDetail(page, "/blog", "/blog/") },
  { name: "shop", path: "/shop" },
  { name: "shop product", path: (page) => firstDetail(page, "/shop", "/shop/") },
  { name: "academy", path: "/academy" },
  { name: "academy course", path: (page) => firstDetail(page, "/academy", "/academy/") },
  { name: "events", path: "/events" },
  { name: "event detail", path: (page) => firstDetail(page, "/events", "/events/") },
  { name: "congress", path: "/kongress" },
  { name: "community", path: "/community" },
  { name: "imprint", path: "/impressum" },
  { name: "privacy", path: "/datenschutz" },
  { name: "cookie policy", path: "/cookies" },
  { name: "short links", path: "/weiterleitungen" },
  { name: "login", path: "/login" },
  { name: "login: register", path: "/login?mode=register" },
  { name: "login: forgot password", path: "/login?mode=forgot" },
  { name: "404 page", path: "/gibt-es-nicht-a11y-check" },
];

test.describe("public pages", () => {
  for (const entry of PUBLIC_PAGES) {
    test(`${entry.name}: German, English and dark mode`, async ({ page }) => {
      const path = typeof entry.path === "string" ? entry.path : await entry.path(page);
      // The seeded data links a detail page from every listing; none found is a failure, not a skip.
      expect(path, `no ${entry.name} linked from its listing in the seeded data`).not.toBeNull();
      // The banner is checked on its own below; here it would only cover the page.
      await setCookie(page, "cookieConsent", CONSENT);
      await page.goto(path!);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expectNoSeriousViolationsLightAndDark(page, `${entry.name} (de)`);
      await page.goto(withLang(path!, "en"));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expectNoSeriousViolations(page, `${entry.name} (en)`);
    });
  }
});

test.describe("public open states", () => {
  test("cookie banner and its settings view, light and dark", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "cookie banner");
    await hydrated(page);
    // The settings are the browser's disclosure on public pages (decision 0069).
    await banner.locator("summary", { hasText: "Einstellungen" }).click();
    await expect(banner.getByRole("switch", { name: /Analyse/ })).toBeVisible();
    // The closed disclosure's rows were not restyled while the theme flipped; opened, they fade from
    // the dark colours to the light ones. The scan reads the settled colours.
    await banner.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await expectNoSeriousViolationsLightAndDark(page, "cookie settings");
  });

  test("video dialog open", async ({ page }) => {
    await isolate(page);
    await setCookie(page, "cookieConsent", CONSENT);
    await page.goto("/events");
    await hydrated(page);
    await page
      .getByTestId("featured-event")
      .getByRole("button", { name: /^Video ansehen/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Video" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, "video dialog");
  });

  test("the contact form's confirmation after a post, on a phone: German and English, light and dark", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setCookie(page, "cookieConsent", CONSENT);
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.100.${Date.now() % 250}` });
    for (const [path, labels, sent] of [
      ["/kontakt", ["Name", "E-Mail", "Nachricht", "Nachricht senden"], "Nachricht gesendet!"],
      ["/en/contact", ["Name", "E-mail", "Message", "Send message"], "Message sent!"],
    ] as const) {
      await page.goto(path);
      await page.getByLabel(labels[0]).fill("Erika Musterfrau");
      await page.getByLabel(labels[1]).fill("erika@example.com");
      await page.getByLabel(labels[2]).fill("Barrierefrei?");
      await waitForOwnStamp(page);
      await page.getByRole("button", { name: labels[3] }).click();
      await expect(page.getByTestId("contact-confirmation")).toContainText(sent);
      await expectNoSeriousViolationsLightAndDark(page, `contact confirmation (${path})`);
    }
  });

  test("mobile menu open, light and dark", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setCookie(page, "cookieConsent", CONSENT);
    await page.goto("/");
    await hydrated(page);
    // The phone menu is the browser's disclosure on public pages (decision 0069).
    await page.locator("header summary", { hasText: "Menü" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "mobile menu");
  });
});

/** Every screen of the admin bar (skipping any still flagged `ready: false`), so new screens join on their own. */
const ADMIN_SCREENS = [...TOP_LINKS, ...NAV_GROUPS.flatMap((group) => group.items), PROFILE_LINK].filter(
  (item) => (item as { ready?: boolean }).ready !== false,
);

test.describe("back office", () => {
  for (const item of ADMIN_SCREENS) {
    test(`${item.to} (${item.label}): light and dark`, async ({ adminPage: page }) => {
      const response = await page.goto(item.to);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The dashboard's scan covers its attention block (owner-ready screens).
      if (item.to === "/admin") await expect(page.getByTestId("dashboard-attention")).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page, item.label);
    });
  }

  // The same screens in English, for an admin who chose it: the texts change, the colours do not, so
  // one theme is enough here.
  for (const item of ADMIN_SCREENS) {
    test(`${item.to} in English`, async ({ englishAdminPage: page }) => {
      const response = await page.goto(item.to);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      if (item.to === "/admin") await expect(page.getByTestId("dashboard-attention")).toBeVisible();
      await expectNoSeriousViolations(page, `${item.label} (English)`);
    });
  }

  test("contact messages: the 'Verdacht auf Spam' tab, in both languages", async ({ adminPage, englishAdminPage }) => {
    const held = await heldContactMessage(adminPage, `a11y-${Date.now().toString(36)}`);
    await adminPage.goto("/admin/contact-messages?spam=1");
    await expect(adminPage.getByRole("button", { name: `Kein Spam: Nachricht von ${held}` })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(adminPage, "contact messages: suspected spam");
    await englishAdminPage.goto("/admin/contact-messages?spam=1");
    await expect(englishAdminPage.getByRole("button", { name: `Not spam: message from ${held}` })).toBeVisible();
    await expectNoSeriousViolations(englishAdminPage, "contact messages: suspected spam (English)");
  });

  test("screens linked from the menu's screens (e.g. service details)", async ({ adminPage: page }) => {
    // Every admin screen is fetched once and a few opened; on a busy machine more than one page test.
    test.setTimeout(240_000);
    const known = new Set(ADMIN_SCREENS.map((item) => item.to));
    const extra = new Set<string>();
    // The links are read from each screen's HTML as the server sends it (every screen was rendered and
    // scanned above already); only the screens found here are opened in the browser.
    // Four at a time: the server renders one while the next waits on the database.
    const screens: string[] = [];
    for (let i = 0; i < ADMIN_SCREENS.length; i += 4) {
      screens.push(
        ...(await Promise.all(
          ADMIN_SCREENS.slice(i, i + 4).map(async (item) => {
            const response = await page.request.get(item.to);
            expect(response.status(), item.to).toBe(200);
            return response.text();
          }),
        )),
      );
    }
    for (const html of screens) {
      const main = html.split(/<main\b/)[1]?.split("</main>")[0] ?? "";
      const hrefs = [...main.matchAll(/<a\b[^>]*\shref="(\/admin\/[^"]*)"/g)].map((match) => match[1]);
      for (const href of hrefs) {
        if (!href.includes("?") && !href.includes(".") && !known.has(href)) extra.add(href);
      }
    }
    // Service details, congress speakers … are only linked from their parent's screen.
    expect(extra.size, "screens reached only from another screen").toBeGreaterThan(0);
    for (const href of extra) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expectNoSeriousViolations(page, href);
    }
  });

  test("a new event's form (its start marked as required): German and English", async ({
    adminPage,
    englishAdminPage,
  }) => {
    await adminPage.goto("/admin/events?new=1");
    await expect(adminPage.getByLabel("Beginn")).toHaveAttribute("required", "");
    await expectNoSeriousViolations(adminPage, "new event form");
    await englishAdminPage.goto("/admin/events?new=1");
    // By its name: the label's text also holds the required mark, which is hidden from assistive technology.
    await expect(englishAdminPage.getByRole("textbox", { name: "Start", exact: true })).toHaveAttribute("required", "");
    await expectNoSeriousViolations(englishAdminPage, "new event form (English)");
  });

  test("create, edit and delete dialogs, light and dark", async ({ adminPage: page }) => {
    // Five pages, each scanned by axe twice: more than the default 30 s when two workers share a busy machine.
    test.slow();
    await page.goto("/admin/services?new=1");
    await expect(page.getByRole("dialog", { name: "Service erstellen" })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "create dialog");

    await page.goto("/admin/services");
    await hydrated(page);
    await page
      .getByRole("link", { name: / bearbeiten$/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Service bearbeiten" })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "edit dialog");

    await page.goto("/admin/services");
    await page
      .getByRole("link", { name: / löschen$/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Löschen bestätigen" })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "delete confirmation");

    // A tabbed screen's second tab, and a rich-text field's editor with its image dialog open.
    await page.goto("/admin/events?tab=organisatoren");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "events: organizers tab");

    await page.goto("/admin/blog?new=1");
    await hydrated(page);
    // The German body; its English twin ("… (EN)") sits below it with its own editor.
    const field = page.getByRole("dialog", { name: "Blogbeitrag erstellen" }).getByTestId("rich-text-field").first();
    await expect(field.getByTestId("rich-editor")).toBeVisible();
    // With an image and a video in it, written in the source tab and shown in the editor again.
    await field.getByRole("button", { name: "HTML-Quelltext" }).click();
    await field
      .locator('textarea[name="content"]')
      .fill(
        '<h2>Titel</h2><figure><img src="/images/blog/resilienz.jpg" alt="Ein Weg"><figcaption>Unterwegs</figcaption></figure>' +
          '<div data-video="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div>',
      );
    await field.getByRole("button", { name: "Editor", exact: true }).click();
    await expect(field.getByTestId("rich-video")).toBeVisible();
    await field.getByRole("button", { name: "Bild einfügen" }).click();
    await expect(page.getByRole("dialog", { name: "Bild im Text" })).toBeVisible();
    await expectNoSeriousViolations(page, "blog editor with its image dialog");
  });

  test("a content list searched on the server (search box, count, no-result text), light and dark", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/blog?q=e");
    await expect(page.getByTestId("content-count")).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "blog list searched");
  });

  test("a content list without results, for an admin who reads English, light and dark", async ({
    englishAdminPage: page,
  }) => {
    await page.goto("/admin/shop?q=gibt-es-nicht");
    await expect(page.getByText("No results for “gibt-es-nicht”.")).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "shop list, no results, English");
  });

  test("a short link's analytics page (tables open) and the link dialog with UTM and expiry fields, light and dark", async ({
    adminPage: page,
  }) => {
    // Three pages and four axe runs: more than the default 30 s on a busy machine.
    test.slow();
    await page.goto("/admin/redirect-links");
    const stats = await page.getByTestId("stats-link").first().getAttribute("href");
    expect(stats).toMatch(/^\/admin\/redirect-links\/\d+$/);
    const response = await page.goto(stats!);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const summary of await page.getByText("Als Tabelle anzeigen").all()) await summary.click();
    await expectNoSeriousViolationsLightAndDark(page, "link analytics");

    await page.goto("/admin/redirect-links?new=1");
    await expect(page.getByRole("dialog", { name: "Link erstellen" })).toBeVisible();
    await expect(page.getByLabel(/^UTM-Kampagne/)).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "redirect link dialog");
  });

  test("admin bar dropdown and phone menu open, light and dark", async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/services");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Verwaltung", exact: true })
      .getByRole("button", { name: "Inhalte" })
      .click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "admin dropdown");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "Menü" }).click();
    await expect(page.getByRole("navigation", { name: "Verwaltung (Menü)" })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page, "admin phone menu");
  });

  test("the media picker open over a seeded event's form, with the chosen image's alt texts: German and English", async ({
    adminPage,
    englishAdminPage,
  }) => {
    // A seeded event's image is a library picture, so the picker shows its alt-text form too.
    const list = await (await adminPage.request.get("/admin/events")).text();
    const edit = /[?&]edit=(\d+)/.exec(list)?.[1];
    expect(edit, "an event to edit").toBeTruthy();
    // The back office speaks the person's language: the English half is the admin who chose English.
    for (const lang of ["de", "en"] as const) {
      const page = lang === "de" ? adminPage : englishAdminPage;
      await page.goto(`/admin/events?edit=${edit}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await hydrated(page);
      await page
        .getByRole("button", {
          name: lang === "de" ? /^Bild wählen oder hochladen: Bild-URL/ : /^Choose or upload an image: Image URL/,
        })
        .first()
        .click();
      const picker = page.getByRole("dialog", {
        name: lang === "de" ? "Bild aus der Medienbibliothek" : "Image from the media library",
      });
      await expect(picker.getByTestId("picker-alt")).toBeVisible();
      await expect(picker.getByTestId("media-picker-grid").getByRole("button").first()).toBeVisible();
      await expectNoSeriousViolations(page, `media picker (${lang})`);
    }
  });
});

test.describe("back office: writing (decision 0051)", () => {
  test("a blog post's form with its translation view and the preview beside it", async ({ adminPage: page }) => {
    const list = await (await page.request.get("/admin/blog")).text();
    const edit = /[?&]edit=(\d+)/.exec(list)?.[1];
    expect(edit, "a post to edit").toBeTruthy();
    await page.goto(`/admin/blog?edit=${edit}&vorschau=phone`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
    await expect(dialog.getByTestId("preview-panel")).toBeVisible();
    await dialog.getByRole("button", { name: "Übersetzung Deutsch/Englisch" }).click();
    await expect(dialog.getByTestId("untranslated-count")).toBeVisible();
    await expectNoSeriousViolations(page, "translation view and preview panel");
  });
});

test.describe("newsletter", () => {
  test("the confirmation page: its button, confirmed, already confirmed and an invalid link, German, English and dark", async ({
    page,
    baseURL,
  }) => {
    // Seven scans: more than the default 30 s on a busy machine.
    test.slow();
    await isolate(page);
    await setCookie(page, "cookieConsent", CONSENT);
    const stamp = Date.now().toString(36);

    // The confirmation page, in both languages and dark: its one button, then (after pressing it) the
    // confirmed and the already-confirmed state.
    const confirm = await signUp(page.request, baseURL!, `a11y-confirm-${stamp}@example.com`);
    for (const lang of ["de", "en"] as const) {
      await page.goto(withLang(confirm, lang));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("newsletter-confirm-form")).toBeVisible();
      await expectNoSeriousViolations(page, `newsletter confirmation button (${lang})`);
    }
    await setCookie(page, "darkMode", "true");
    await page.goto(confirm);
    await expectNoSeriousViolations(page, "newsletter confirmation button (dark)");
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(page.getByTestId("newsletter-confirm-outcome")).toHaveAttribute("data-outcome", "confirmed");
    await expectNoSeriousViolations(page, "newsletter confirmed (dark)");
    for (const lang of ["de", "en"] as const) {
      await page.goto(withLang(confirm, lang));
      await expect(page.getByTestId("newsletter-confirm-outcome")).toHaveAttribute("data-outcome", "already");
      await expectNoSeriousViolations(page, `newsletter already confirmed (${lang}, dark)`);
    }
    await page.goto(`/newsletter/confirm?token=kaputt`);
    await expectNoSeriousViolations(page, "newsletter confirmation, invalid link (dark)");
  });

  test("campaign screens (list, editor, preview, progress) and the unsubscribe page: German, English, light and dark", async ({
    page,
    adminPage,
    baseURL,
  }) => {
    // A campaign written, saved and sent (the queue delivers it), then its mail's unsubscribe page.
    test.setTimeout(180_000);
    await isolate(page);
    await isolate(adminPage);
    await setCookie(page, "cookieConsent", CONSENT);
    const stamp = Date.now().toString(36);

    // The campaign screens: list, editor with preview and plain-text part, then the progress view.
    const reader = `a11y-reader-${stamp}@example.com`;
    await confirmedSubscriber(page.request, baseURL!, reader);
    await newCampaign(adminPage);
    await expectNoSeriousViolations(adminPage, "new campaign editor");
    await fillCampaign(adminPage, `A11y ${stamp}`);
    await adminPage.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(adminPage.getByTestId("toast")).toContainText("Kampagne gespeichert.");
    await expect(adminPage).toHaveURL(/\/admin\/newsletter-campaigns\/\d+$/);
    const editor = new URL(adminPage.url()).pathname;
    await adminPage.goto("/admin/newsletter-campaigns");
    await expectNoSeriousViolationsLightAndDark(adminPage, "campaign list");
    await adminPage.goto(editor);
    await adminPage.getByText("Textfassung (Deutsch)").click();
    await expectNoSeriousViolationsLightAndDark(adminPage, "campaign editor and preview");
    // The progress view after sending, in the dark theme from its cookie.
    await setCookie(adminPage, "darkMode", "true");
    // The audience offers only languages with confirmed readers, preselected (decision 0055).
    const both = adminPage.getByLabel(/^Alle \(Deutsch und Englisch\)(?!.*\(EN\))/);
    if (await both.count()) await both.check();
    await adminPage.getByLabel(/Ja, die Kampagne jetzt/).check();
    await adminPage.getByRole("button", { name: "Kampagne senden" }).click();
    await expect(adminPage.getByTestId("campaign-status")).toHaveText("Gesendet", { timeout: 30_000 });
    await expectNoSeriousViolations(adminPage, "campaign progress (dark)");

    // The unsubscribe page from the campaign mail: asking, in both languages and dark, then done.
    const unsubscribe = sitePathIn((await mailTo(reader, new RegExp(`A11y ${stamp}`))).text, "/newsletter/unsubscribe");
    for (const lang of ["de", "en"] as const) {
      await page.goto(withLang(unsubscribe, lang));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("newsletter-unsubscribe-form")).toBeVisible();
      await expectNoSeriousViolations(page, `newsletter unsubscribe (${lang})`);
    }
    // "?lang=en" saved English as the visitor's choice; back to the default.
    await setCookie(page, "language", "de");
    await setCookie(page, "darkMode", "true");
    await page.goto(unsubscribe);
    // The German asking page scanned in light mode above.
    await expectNoSeriousViolations(page, "newsletter unsubscribe (dark)", { darkOfScanned: true });
    await page.getByRole("button", { name: "Newsletter abbestellen" }).click();
    await expect(page.getByTestId("newsletter-unsubscribe-outcome")).toHaveAttribute("data-outcome", "done");
    await expectNoSeriousViolations(page, "newsletter unsubscribed (dark)");
  });
});

test.describe("back office: owner-ready screens", () => {
  // The back office speaks the person's language: the English runs are an admin who chose English.
  test.beforeEach(({ adminPage, englishAdminPage }) => Promise.all([isolate(adminPage), isolate(englishAdminPage)]));

  // The dashboard with its attention block is scanned by the sweep of the admin bar's screens above.
  for (const lang of ["de", "en"] as const) {
    test(`a searched, paged list (${lang}), light and dark`, async ({ adminPage, englishAdminPage }) => {
      const page = lang === "en" ? englishAdminPage : adminPage;
      await page.goto("/admin/newsletter-subscriptions?q=a");
      await expect(page.getByRole("search")).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page, `newsletter search (${lang})`);
    });

    test(`the legal editor and its HTML source (${lang}), light and dark`, async ({ adminPage, englishAdminPage }) => {
      const page = lang === "en" ? englishAdminPage : adminPage;
      await page.goto("/admin/legal?edit=impressum");
      const de = page.getByTestId("legal-content-de");
      await expect(de.getByTestId("rich-editor")).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page, `legal editor (${lang})`);
      await de.getByRole("button", { name: lang === "de" ? "HTML-Quelltext" : "HTML source" }).click();
      await expect(page.locator('textarea[name="content_de"]')).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page, `legal HTML source (${lang})`);
    });
  }
});

test.describe("two-factor sign-in (decision 0038)", () => {
  // Two sign-ins with a password hash each, and a set-up: slow on a busy two-core machine.
  test.describe.configure({ timeout: 180_000 });
  test("the set-up on the profile (start, QR code, backup codes) and the code step of /login: German, English and dark", async ({
    page,
  }) => {
    const who = twoFactorStaff("axe");
    await signInWithPassword(page, who);
    await expect(page).toHaveURL(/\/admin$/);
    // The back office speaks the language chosen on the profile; /login the site's (?lang=).
    const chooseAdminLanguage = async (lang: "de" | "en") => {
      const origin = String(test.info().project.use.baseURL).replace(/\/$/, "");
      const res = await page.request.post("/admin/profile", {
        form: { intent: "language", adminLanguage: lang },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(res.status(), "the profile's language choice").toBeLessThan(400);
    };
    const scanBoth = async (path: string, label: string) => {
      const backOffice = path.startsWith("/admin");
      for (const lang of ["de", "en"] as const) {
        if (backOffice) await chooseAdminLanguage(lang);
        await page.goto(backOffice ? path : withLang(path, lang));
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoSeriousViolations(page, `${label} (${lang})`);
      }
      if (backOffice) await chooseAdminLanguage("de");
      await setCookie(page, "language", "de");
    };
    // The profile with two-factor off is scanned by the sweep of the admin bar's screens (PROFILE_LINK).
    const secret = await startEnrolment(page, who);
    await scanBoth("/admin/profile", "profile: two-factor set-up with QR code");
    await page.goto("/admin/profile");
    await confirmEnrolment(page, secret);
    await expectNoSeriousViolations(page, "profile: backup codes shown");
    await setCookie(page, "darkMode", "true");
    await page.goto("/admin/profile");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoSeriousViolations(page, "profile: two-factor on (dark)");

    await page.context().clearCookies();
    await signInWithPassword(page, who);
    await expect(page).toHaveURL(/\/login\?mode=code/);
    await scanBoth("/login?mode=code", "login: code step");
    await scanBoth("/login?mode=code&method=backup", "login: backup code step");
    await page.goto("/login?mode=code");
    await page.getByLabel("Code aus der App").fill("000000");
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByText("Der Code ist falsch oder abgelaufen.")).toBeVisible();
    await expectNoSeriousViolations(page, "login: code step with a field error");

    // "Trust this browser": the profile lists it, with a confirmation to end it and one to end all.
    await page.getByLabel("Code aus der App").fill(codeFor(secret, 1));
    await page.getByLabel("Diesem Browser 30 Tage vertrauen").check();
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await scanBoth("/admin/profile", "profile: a trusted browser");
    await page.goto("/admin/profile");
    await expect(page.getByTestId("trusted-row")).toHaveCount(1);
    const endOne = await page.getByTestId("trusted-row").getByRole("link").getAttribute("href");
    await scanBoth(`/admin/profile${endOne}`, "profile: stop trusting a browser");
    await scanBoth("/admin/profile?endTrust=all", "profile: stop trusting all browsers");
  });
});

test.describe("back office: the profile's passkeys and sessions", () => {
  // The back office speaks the person's language: the English run is the admin who chose English.
  for (const lang of ["de", "en"] as const) {
    test(`a passkey listed with its rename form open, the remove and end-session confirmations (${lang}), light and dark`, async ({
      adminPage,
      englishAdminPage,
      browser,
      baseURL,
    }) => {
      // A sign-in, a passkey and five scans: on a busy machine far longer than one page's test.
      test.setTimeout(120_000);
      const page = lang === "de" ? adminPage : englishAdminPage;
      const name = `A11y ${lang} ${Date.now().toString(36)}`;
      const removeLabel = lang === "de" ? `Passkey „${name}“ entfernen` : `Remove passkey “${name}”`;
      const staff = E2E_STAFF[lang === "de" ? 0 : 2]!;
      // One more session of this admin, so the list has another one to end (only its dialog is opened).
      await anotherSession(browser, baseURL!, staff);
      const authenticator = await virtualAuthenticator(page);
      try {
        await addPasskeyOnProfile(page, name, lang, staff.password);
        // The whole screen dark as well as light; the dialogs in the light theme.
        await setCookie(page, "darkMode", "true");
        await page.goto("/admin/profile");
        await expect(page.locator("html")).toHaveClass(/dark/);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectNoSeriousViolations(page, `profile security (${lang}, dark)`, { darkOfScanned: true });
        await setCookie(page, "darkMode", "false");
        const label = `profile security (${lang})`;
        await page.goto("/admin/profile");
        await hydrated(page);
        const row = page.locator(`[data-testid="passkey-row"][data-name="${name}"]`);
        await row.locator("summary").click();
        await expect(row.getByRole("textbox")).toBeVisible();
        await expectNoSeriousViolations(page, label);

        await row.getByRole("link", { name: removeLabel }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousViolations(page, `${label}: remove passkey`);

        await page.goto("/admin/profile");
        await hydrated(page);
        await page.locator('[data-testid="session-row"]:not([data-current]) a').first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousViolations(page, `${label}: end a session`);

        await page.goto("/admin/profile?endSessions=others");
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoSeriousViolations(page, `${label}: end all other sessions`);
      } finally {
        // The passkey goes again (a form post of the profile, as its remove dialog sends it).
        await page.goto("/admin/profile");
        const row = page.locator(`[data-testid="passkey-row"][data-name="${name}"]`);
        if (await row.count()) {
          await row.getByRole("link", { name: removeLabel }).click();
          await fillPasswordIfAsked(page.getByRole("dialog"), lang, staff.password);
          await page
            .getByRole("dialog")
            .getByRole("button", { name: lang === "de" ? "Entfernen" : "Remove" })
            .click();
          await expect(row).toHaveCount(0);
        }
        await authenticator.remove();
      }
    });
  }
});
