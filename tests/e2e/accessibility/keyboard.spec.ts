import type { Locator, Page, Route } from "@playwright/test";
import { translate, type AdminLang, type TextVars } from "~/lib/admin/i18n";
import { E2E_STAFF, expect, test } from "../fixtures";
import { confirmedSubscriber, mailTo, signUp } from "../newsletter";
import { sitePathIn } from "../outbox";
import { anotherSession, virtualAuthenticator } from "../passkey-helpers";
import { editorSelection } from "../rich-editor";
import { codeFor, signInWithPassword, twoFactorStaff } from "../two-factor";
import { heldContactMessage } from "../form-stamp";
import { tabTo } from "../keyboard";

/**
 * Keyboard only (quality-gates issue): everything a visitor or an admin can do with the mouse in the
 * menus, dialogs, slideshow, tabs and switches also works with Tab, Shift+Tab, Enter, Space, Escape
 * and the arrow keys, and the focused control shows a visible focus ring.
 */
/** The back office's two languages: German is the admin's default, English the admin who chose it. */
const LANGS = ["de", "en"] as const;

/** A back-office text in the run's language, from the back office's own dictionary. */
const backOffice = (lang: AdminLang) => (german: string, vars?: TextVars) => translate(lang, german, vars);

/** An accessible name that starts with the text (a label followed by its hint or mark). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const CONSENT = JSON.stringify({ necessary: true, analytics: false, marketing: false });

async function setCookie(page: Page, name: string, value: string) {
  await page
    .context()
    .addCookies([{ name, value: encodeURIComponent(value), url: String(test.info().project.use.baseURL) }]);
}

/**
 * The page's scripts have attached their handlers (keys that need JavaScript work from here on): a
 * public page's modules once the document is parsed (decision 0069), React on a hydrated page.
 */
async function hydrated(page: Page, selector = "header button, header a") {
  await page.waitForFunction((query) => {
    if (document.readyState === "loading") return false;
    if (!("__reactRouterContext" in window)) return true;
    const el = document.querySelector(query);
    return !!el && Object.keys(el).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** Third-party frames (video players) get an empty page, other outside requests are refused. */
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

/** The focused element's description, for readable failures. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`
      : "nothing";
  });

/** The focus ring: outline or box-shadow of the element as drawn right now. */
const ring = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      outline:
        style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
    };
  });

/** Tabs to the target and checks that keyboard focus draws a ring it does not have unfocused. */
async function expectVisibleFocus(page: Page, target: Locator, label: string) {
  const before = await ring(target);
  await tabTo(page, target);
  const after = await ring(target);
  expect(
    after.outline !== before.outline || after.shadow !== before.shadow,
    `${label}: focus ring ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
  ).toBe(true);
  expect(after.outline !== "none" || after.shadow !== "none", `${label}: nothing drawn on focus`).toBe(true);
}

test.use({ reducedMotion: "reduce" });

test.describe("public site by keyboard", () => {
  test.beforeEach(async ({ page }) => {
    await isolate(page);
    await setCookie(page, "cookieConsent", CONSENT);
  });

  test("the first Tab reaches the skip link, which leads into the main content", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main")), await focusedText(page)).toBe(true);
  });

  test("navbar links, the language and the dark-mode toggle work with the keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    const about = nav.getByRole("link", { name: "Über uns" });
    await tabTo(page, about);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Language: Enter switches to English and back (the page reloads its data; focus stays usable).
    const language = page.getByTestId("language-toggle");
    await tabTo(page, language);
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await tabTo(page, page.getByTestId("language-toggle"));
    await page.keyboard.press("Space");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    // Dark mode: Enter turns it on, Space turns it off again.
    const html = page.locator("html");
    await tabTo(page, page.getByRole("button", { name: "Dunkelmodus aktivieren" }));
    await page.keyboard.press("Enter");
    await expect(html).toHaveClass(/dark/);
    await tabTo(page, page.getByRole("button", { name: "Hellen Modus aktivieren" }));
    await page.keyboard.press("Space");
    await expect(html).not.toHaveClass(/dark/);
  });

  test("/login has the language and dark-mode toggles, by keyboard, and keeps its mode", async ({ page }) => {
    await page.goto("/login?mode=register");
    // The sign-in page has no site header: its own toggles tell when React is there.
    await hydrated(page, '[data-testid="language-toggle"]');
    const html = page.locator("html");
    await tabTo(page, page.getByTestId("language-toggle"));
    await page.keyboard.press("Enter");
    await expect(html).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/login\?mode=register/);
    await expect(page.getByRole("heading", { level: 1, name: "Register" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Enable dark mode" }));
    await page.keyboard.press("Enter");
    await expect(html).toHaveClass(/dark/);
    await tabTo(page, page.getByRole("button", { name: "Enable light mode" }));
    await page.keyboard.press("Space");
    await expect(html).not.toHaveClass(/dark/);
    await tabTo(page, page.getByTestId("language-toggle"));
    await page.keyboard.press("Space");
    await expect(html).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  });

  test("the congress and academy videos of the general settings open from the hero by keyboard", async ({ page }) => {
    for (const [path, testId] of [
      ["/kongress", "congress-video"],
      ["/academy", "academy-video"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const trigger = page.getByTestId(testId);
      await expect(trigger).toHaveText("Video ansehen");
      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Video" });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveAttribute(
        "src",
        /youtube\.com\/embed\/|player\.vimeo\.com\/video\//,
      );
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });

  test("mobile menu: opens with Enter, Tab moves through it, Escape closes and focus returns", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    // The phone menu is the browser's disclosure (decision 0069): its summary is the button, the
    // open state is the disclosure's own (read out as expanded), the list is always in the page.
    const toggle = page.locator("header summary", { hasText: "Menü" });
    const disclosure = page.locator("header details");
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(disclosure).toHaveAttribute("open", "");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // The next Tab stops lead into the menu's links.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(disclosure).not.toHaveAttribute("open");
    await expect(toggle).toBeFocused();

    // Open again and follow a link with Enter: the menu is closed on the new page.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const about = menu.getByRole("link", { name: "Über uns" });
    await tabTo(page, about);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test("home slideshow: previous, next and the dots are reachable and change the slide", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const show = page.getByTestId("hero-slideshow");
    const next = show.getByRole("button", { name: "Nächstes Bild" });
    const previous = show.getByRole("button", { name: "Vorheriges Bild" });
    const dots = show.getByRole("button", { name: /^Gehe zu Folie/ });
    expect(await dots.count()).toBeGreaterThan(1);

    await tabTo(page, previous);
    // Keyboard focus inside the slideshow pauses it, so only the keys below change the slide.
    await expect(show).toHaveAttribute("data-paused", "true");
    const start = Number(await show.getAttribute("data-active-slide"));
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expect(show).toHaveAttribute("data-active-slide", String((start + 1) % (await dots.count())));
    await tabTo(page, previous, { back: true });
    await page.keyboard.press("Space");
    await expect(show).toHaveAttribute("data-active-slide", String(start));

    const lastDot = dots.last();
    await tabTo(page, lastDot);
    await page.keyboard.press("Enter");
    await expect(show).toHaveAttribute("data-active-slide", String((await dots.count()) - 1));
    await expect(lastDot).toHaveAttribute("aria-current", "true");
  });

  test("video dialog: Enter opens it with the focus inside, Tab stays inside, Escape closes and focus returns", async ({
    page,
  }) => {
    await page.goto("/events");
    await hydrated(page);
    const trigger = page.getByTestId("featured-event").getByRole("button", { name: /^Video ansehen/ });
    await tabTo(page, trigger);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Video" });
    await expect(dialog).toBeVisible();
    // The focus starts on the close button (inside the player's frame Escape would not reach the page).
    const close = dialog.getByRole("button", { name: "Video schließen" });
    await expect(close).toBeFocused();
    // A native <dialog> on public pages (decision 0069), a Radix one with its role attribute elsewhere.
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog, [role="dialog"]'));
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await inDialog(), `after ${i + 1} Tab: ${await focusedText(page)}`).toBe(true);
    }
    await tabTo(page, close, { max: 10 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("visible focus on a sample of the public site's controls", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const samples: [string, Locator][] = [
      ["skip link", page.getByRole("link", { name: "Zum Inhalt springen" })],
      ["brand link", page.getByRole("banner").getByRole("link").nth(1)],
      ["navbar link", page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link").nth(1)],
      ["language toggle", page.getByTestId("language-toggle")],
      ["dark-mode toggle", page.getByTestId("theme-toggle")],
      ["slideshow arrow", page.getByRole("button", { name: "Nächstes Bild" })],
      ["slideshow dot", page.getByRole("button", { name: /^Gehe zu Folie/ }).first()],
      ["main section card", page.getByTestId("main-sections").getByRole("link").first()],
      ["newsletter field", page.getByRole("main").getByRole("textbox").last()],
      ["footer link", page.getByRole("contentinfo").getByRole("link").first()],
    ];
    for (const [label, target] of samples) await expectVisibleFocus(page, target, label);
  });

  test("media library: the file input, alt texts and the delete dialog by keyboard; Escape closes it", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/media");
    await hydrated(page);
    await expectVisibleFocus(page, page.getByLabel("Dateien auswählen"), "file input");
    const card = page.getByTestId("media-card").first();
    await expectVisibleFocus(page, card.getByLabel("Alt-Text (DE)"), "alt text");
    const remove = card.getByRole("link", { name: /^Löschen: / });
    await tabTo(page, remove, { max: 120 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Löschen" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("cookie banner by keyboard", () => {
  test("its buttons are reachable; the settings view opens with Enter, switches toggle with Space, Escape closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    // The settings are the browser's disclosure on public pages (decision 0069): its summary is the button.
    const settings = banner.locator("summary", { hasText: "Einstellungen" });
    await tabTo(page, settings, { max: 120 });
    await expectVisibleFocus(page, banner.getByRole("button", { name: "Alle akzeptieren" }), "cookie banner button");
    await tabTo(page, settings);
    await page.keyboard.press("Enter");

    // The settings open below their summary; the next Tab leads into them (the necessary switch is fixed).
    const analytics = banner.getByRole("switch", { name: /Analyse/ });
    await expect(analytics).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(analytics).toBeFocused();
    await expect(analytics).not.toBeChecked();
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("switch", { name: /Marketing/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Auswahl speichern" })).toBeFocused();

    // Escape leaves the settings view and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await expect(analytics).toBeHidden();
    await expect(settings).toBeFocused();

    // "Necessary only" by keyboard stores the choice and the banner goes.
    await tabTo(page, banner.getByRole("button", { name: "Nur notwendige" }), { back: true });
    await page.keyboard.press("Enter");
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "cookieConsent")).toBe(true);
  });
});

test.describe("back office by keyboard", () => {
  test("admin bar: a group opens with Enter and ArrowDown, arrows move, Escape closes and focus returns", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Verwaltung", exact: true });
    const content = nav.getByRole("button", { name: "Inhalte" });
    await tabTo(page, content);
    await expectVisibleFocus(page, nav.getByRole("button", { name: "Blog" }), "admin group button");
    await tabTo(page, content, { back: true });

    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem").nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(content).toBeFocused();

    // ArrowDown opens it too; Enter follows the highlighted entry.
    await page.keyboard.press("ArrowDown");
    await expect(menu).toBeVisible();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem").last()).toBeFocused();
    const target = await menu.getByRole("menuitem").last().getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test("in English: the admin bar's group and a create dialog by keyboard, Escape closing each and focus returning", async ({
    englishAdminPage: page,
  }) => {
    await page.goto("/admin/services");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const nav = page.getByRole("navigation", { name: "Administration", exact: true });
    const content = nav.getByRole("button", { name: "Content" });
    await tabTo(page, content);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(content).toBeFocused();

    await tabTo(page, page.getByRole("link", { name: "New service" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create service" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await tabTo(page, dialog.getByLabel(/^Title \(DE\)/));
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel(/^Title \(EN\)/)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  for (const lang of LANGS) {
    test(`a content dialog: opened, filled, submitted and a record deleted with the keyboard only (${lang})`, async ({
      adminPage,
      englishAdminPage,
    }) => {
      // Two signed-in pages to set up, and a long walk through the form.
      test.slow();
      const page = lang === "de" ? adminPage : englishAdminPage;
      const t = backOffice(lang);
      const title = `E2E Tastatur ${lang} ${Date.now().toString(36)}`;
      await page.goto("/admin/services");
      await hydrated(page);
      await tabTo(page, page.getByRole("link", { name: t("Neuer Service") }));
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t("Service erstellen") });
      await expect(dialog).toBeVisible();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

      const fill = async (label: string, value: string) => {
        await tabTo(page, dialog.getByLabel(startsWith(label)));
        await page.keyboard.type(value);
      };
      await fill(t("Titel (DE)"), title);
      // The same title in both languages: the list names the record alike in either back office.
      await fill(t("Titel (EN)"), title);
      // The descriptions are rich text: typed into their visual editors, German first.
      const editors = dialog.getByTestId("rich-text-field").getByTestId("rich-editor");
      await tabTo(page, editors.nth(0));
      await page.keyboard.type("Mit der Tastatur angelegt.");
      await tabTo(page, editors.nth(1));
      await page.keyboard.type("Created with the keyboard.");
      await fill(t("Bild-URL"), "/images/services/coaching.jpg");
      // A switch in the form toggles with Space.
      const sameWindow = dialog.getByRole("switch", { name: t("Im gleichen Fenster öffnen") });
      await tabTo(page, sameWindow);
      await page.keyboard.press("Space");
      await expect(sameWindow).toBeChecked();
      await tabTo(page, dialog.getByRole("button", { name: t("Veröffentlichen") }));
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("toast").getByText(t("Service erfolgreich erstellt!"))).toBeVisible();
      await expect(dialog).toBeHidden();

      // Escape closes a dialog without saving.
      await page.goto("/admin/services?new=1");
      await hydrated(page);
      await expect(dialog).toBeVisible();
      // The dialog listens for Escape once it has taken the focus (its effects have run), not before.
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/new=1/);

      // Delete the record again, by keyboard.
      await tabTo(page, page.getByRole("link", { name: t("{label} löschen", { label: title }) }), { max: 200 });
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("dialog", { name: t("Löschen bestätigen") });
      await expect(confirm).toBeVisible();
      await tabTo(page, confirm.getByRole("button", { name: t("Löschen"), exact: true }));
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("toast").getByText(t("Service erfolgreich gelöscht!"))).toBeVisible();
      await expect(page.getByTestId("content-row").filter({ hasText: title })).toHaveCount(0);
    });
  }

  test("Tab moves through a content dialog's fields one by one, never back to the dialog's start", async ({
    adminPage: page,
  }) => {
    test.slow();
    // Checking a field when it is left re-rendered the form while the focus was between two fields, and
    // the dialog's focus trap took that for a lost focus: the first Tab out of each field went back to
    // the dialog's start.
    const list = await (await page.request.get("/admin/blog")).text();
    const edit = /\/admin\/blog\?edit=(\d+)/.exec(list)![1];
    await page.goto(`/admin/blog?edit=${edit}`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await tabTo(page, dialog.locator('input[name="title"]'));
    const reached: string[] = [];
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName ?? "",
        ),
      );
    }
    expect(reached).toEqual(["title_en", "slug", "slug_en", "date"]);
  });

  for (const lang of LANGS) {
    test(`the media picker: opened from a content form by keyboard, Tab and Shift+Tab stay inside, Escape closes only it and focus returns (${lang})`, async ({
      adminPage,
      englishAdminPage,
    }) => {
      const page = lang === "de" ? adminPage : englishAdminPage;
      const t = backOffice(lang);
      await page.goto("/admin/events?new=1");
      await hydrated(page);
      const form = page.getByRole("dialog", { name: t("Event erstellen") });
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      const opener = form.getByRole("button", {
        name: startsWith(`${t("Bild wählen oder hochladen")}: ${t("Bild-URL")}`),
      });
      await tabTo(page, opener, { max: 120 });
      await page.keyboard.press("Enter");
      const picker = page.getByRole("dialog", { name: t("Bild aus der Medienbibliothek") });
      await expect(picker.getByTestId("media-picker-grid").getByRole("button").first()).toBeVisible();
      const inside = () => picker.evaluate((el) => el.contains(document.activeElement));
      await expect.poll(inside).toBe(true);
      // On the screen where the keyboard user is, not above the scrolled form.
      await expect(picker.getByRole("searchbox", { name: t("Bilder durchsuchen") })).toBeInViewport({ ratio: 1 });
      // Past its first control backwards and on through its controls: the focus never reaches the form below.
      for (const key of ["Shift+Tab", "Shift+Tab", "Tab", "Tab", "Tab", "Tab", "Tab"]) {
        await page.keyboard.press(key);
        expect(await inside(), `${key}: ${await focusedText(page)}`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(picker).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(form).toBeVisible();
    });
  }

  test("the preview beside the form and the translation view, opened and used with the keyboard", async ({
    adminPage: page,
  }) => {
    const list = await (await page.request.get("/admin/blog")).text();
    const edit = /[?&]edit=(\d+)/.exec(list)?.[1];
    expect(edit, "a post to edit").toBeTruthy();
    await page.goto(`/admin/blog?edit=${edit}`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Blogbeitrag bearbeiten" });
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    const toggle = dialog.getByRole("link", { name: "Vorschau neben dem Formular" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(dialog.getByTestId("preview-panel")).toBeVisible();
    // The same link now closes it, and keeps the focus.
    await expect(dialog.getByRole("link", { name: "Vorschau schließen" })).toBeFocused();
    // The panel ends the dialog: backwards, the focus trap wraps round to it.
    const desktop = dialog.getByRole("link", { name: "Desktop (1280 px)" });
    await tabTo(page, desktop, { max: 12, back: true });
    await page.keyboard.press("Enter");
    await expect(desktop).toHaveAttribute("aria-current", "true");

    const translate = dialog.getByRole("button", { name: "Übersetzung Deutsch/Englisch" });
    await tabTo(page, translate, { max: 20 });
    await page.keyboard.press("Enter");
    await expect(translate).toHaveAttribute("aria-pressed", "true");
    // The next stop is an English field: the German ones are text to read, not fields.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name") ?? "")).toMatch(/_en$/);
  });

  for (const lang of LANGS) {
    test(`a content list's search: typed and sent with Enter, cleared by its link (${lang})`, async ({
      adminPage,
      englishAdminPage,
    }) => {
      const page = lang === "de" ? adminPage : englishAdminPage;
      const t = backOffice(lang);
      await page.goto("/admin/blog");
      await hydrated(page);
      const search = page.getByRole("searchbox", { name: t("Suchen") });
      await tabTo(page, search);
      await page.keyboard.type("gibt-es-nicht");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\?q=gibt-es-nicht$/);
      await expect(page.getByText(t("Keine Treffer für „{q}“.", { q: "gibt-es-nicht" }))).toBeVisible();
      await tabTo(page, page.getByRole("link", { name: t("Suche zurücksetzen") }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin\/blog$/);
      await expect(page.getByTestId("content-row").first()).toBeVisible();
    });

    test(`a paged list's search, with its short placeholder: typed and sent with Enter (${lang})`, async ({
      adminPage,
      englishAdminPage,
    }) => {
      const page = lang === "de" ? adminPage : englishAdminPage;
      const t = backOffice(lang);
      await page.goto("/admin/contact-messages");
      await hydrated(page);
      const search = page.getByTestId("list-search");
      await expect(search).toHaveAttribute("placeholder", t("Name, E-Mail, Firma, Text"));
      await tabTo(page, search);
      await page.keyboard.type("gibt-es-nicht");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\?q=gibt-es-nicht$/);
      await expect(page.getByTestId("list-search")).toHaveValue("gibt-es-nicht");
    });
  }

  test("tabs switch with the arrow keys; a switch toggles with Space @shared", async ({ adminPage: page }) => {
    await page.goto("/admin/events");
    await hydrated(page);
    const events = page.getByRole("tab", { name: "Events" });
    await expect(events).toHaveAttribute("aria-selected", "true");
    await tabTo(page, events);
    await page.keyboard.press("ArrowRight");
    const organizers = page.getByRole("tab", { name: "Organisatoren" });
    await expect(organizers).toBeFocused();
    await expect(organizers).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=organisatoren/);
    await page.keyboard.press("ArrowLeft");
    await expect(events).toHaveAttribute("aria-selected", "true");
    await expect(page).not.toHaveURL(/tab=organisatoren/);

    // The sort view of the main sections: a row's switch with Space, off and on again.
    await page.goto("/admin/main-sections");
    await hydrated(page);
    const toggle = page
      .getByTestId("sort-row")
      .first()
      .getByRole("button", { name: /^Aktiv: / });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    try {
      await tabTo(page, toggle);
      await expectVisibleFocus(
        page,
        page
          .getByTestId("sort-row")
          .nth(1)
          .getByRole("button", { name: /^Aktiv: / }),
        "switch",
      );
      await tabTo(page, toggle, { back: true });
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await tabTo(page, toggle);
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
    } finally {
      // The seeded section stays active for the specs after this one, however far the test got.
      await page.goto("/admin/main-sections");
      if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
    }
  });

  test("a short link's page: opened from the list, period and tables by keyboard, downloads focusable", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/redirect-links");
    await hydrated(page);
    await tabTo(page, page.getByTestId("stats-link").first(), { max: 200 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/redirect-links\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await hydrated(page);

    const week = page.getByRole("navigation", { name: "Zeitraum" }).getByRole("link", { name: "7 Tage" });
    await expectVisibleFocus(page, week, "period link");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?days=7$/);
    await expect(week).toHaveAttribute("aria-current", "page");

    // The numbers behind the chart open with Enter.
    const table = page.getByTestId("table-days");
    await tabTo(page, table.locator("summary"));
    await page.keyboard.press("Enter");
    await expect(table).toHaveAttribute("open", "");
    await expect(table.getByRole("table")).toBeVisible();

    await expectVisibleFocus(page, page.getByRole("link", { name: "CSV (7 Tage)" }), "CSV download");
    await expectVisibleFocus(page, page.getByRole("link", { name: "SVG herunterladen" }), "QR SVG download");
    await expectVisibleFocus(page, page.getByRole("link", { name: "PNG herunterladen" }), "QR PNG download");
  });

  test("visible focus on a sample of the back office's controls", async ({ adminPage: page }) => {
    await page.goto("/admin/services");
    await hydrated(page);
    const samples: [string, Locator][] = [
      ["brand link", page.getByTestId("admin-brand")],
      [
        "top link",
        page.getByRole("navigation", { name: "Verwaltung", exact: true }).getByRole("link", { name: "Allgemein" }),
      ],
      ["dark-mode toggle", page.getByTestId("theme-toggle")],
      ["logout button", page.getByRole("button", { name: "Abmelden" })],
      ["create link", page.getByRole("link", { name: "Neuer Service" })],
      ["edit link", page.getByRole("link", { name: / bearbeiten$/ }).first()],
      ["status switch", page.getByRole("button", { name: /^Status: / }).first()],
    ];
    for (const [label, target] of samples) await expectVisibleFocus(page, target, label);
  });
});

test.describe("newsletter by keyboard", () => {
  test("an admin writes, saves and sends a campaign with the keyboard; the reader unsubscribes with the keyboard and without JavaScript", async ({
    adminPage: page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const reader = `kbd-reader-${stamp}@example.com`;
    await confirmedSubscriber(page.request, baseURL!, reader);
    // A reader in each language: the audience then offers both, and "all" (decision 0055).
    await confirmedSubscriber(page.request, baseURL!, `kbd-reader-en-${stamp}@example.com`, "en");

    await page.goto("/admin/newsletter-campaigns");
    await hydrated(page);
    await tabTo(page, page.getByRole("link", { name: "Neue Kampagne" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/newsletter-campaigns\/new$/);
    await hydrated(page);
    await expect(page.getByTestId("rich-editor")).toHaveCount(2);
    // By role: the bodies' visual editors are textboxes too, their textareas hidden behind them.
    const fill = async (label: string, value: string) => {
      await tabTo(page, page.getByRole("textbox", { name: label, exact: true }), { max: 120 });
      await page.keyboard.type(value);
    };
    await fill("Betreff (Deutsch)", `Tastatur ${stamp}`);
    await fill("Text (Deutsch)", "Mit der Tastatur geschrieben.");
    await fill("Betreff (Englisch)", `Keyboard ${stamp}`);
    await fill("Text (Englisch)", "Written with the keyboard.");
    await expectVisibleFocus(
      page,
      page.getByRole("button", { name: "Speichern", exact: true }),
      "campaign save button",
    );
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast").getByText("Kampagne gespeichert.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/newsletter-campaigns\/\d+$/);

    // The send form: a radio group (arrow keys), the confirmation checkbox (Space), the button (Enter).
    await hydrated(page);
    const both = page.getByRole("radio", { name: /^Alle \(Deutsch und Englisch\)/ });
    await tabTo(page, both, { max: 120 });
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("radio", { name: /^Englische Abonnenten/ })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(both).toBeChecked();
    const sure = page.getByRole("checkbox", { name: /Ja, die Kampagne jetzt/ });
    await tabTo(page, sure);
    await page.keyboard.press("Space");
    await expect(sure).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Kampagne senden" }));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("campaign-status")).toHaveText("Gesendet", { timeout: 30_000 });

    // The reader's unsubscribe page without JavaScript: Tab to the one button, Enter.
    const unsubscribe = sitePathIn(
      (await mailTo(reader, new RegExp(`Tastatur ${stamp}`))).text,
      "/newsletter/unsubscribe",
    );
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(unsubscribe);
    const button = visitor.getByRole("button", { name: "Newsletter abbestellen" });
    await expectVisibleFocus(visitor, button, "unsubscribe button");
    await visitor.keyboard.press("Enter");
    await expect(visitor.getByTestId("newsletter-unsubscribe-outcome")).toHaveText(
      "Du wurdest vom Newsletter abgemeldet.",
    );
    await context.close();

    await page.goto(new URL(page.url()).pathname);
    await expect(page.getByTestId("stat-unsubscribes")).toHaveText("1");
  });
});

test.describe("newsletter confirmation by keyboard", () => {
  test("the confirmation link's one button is reached with Tab and pressed with Enter, German without JavaScript and English with it", async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const german = await signUp(page.request, baseURL!, `kbd-confirm-de-${stamp}@example.com`);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(german);
    const button = visitor.getByRole("button", { name: "Anmeldung bestätigen" });
    await expectVisibleFocus(visitor, button, "confirm button (de)");
    await visitor.keyboard.press("Enter");
    await expect(visitor.getByTestId("newsletter-confirm-outcome")).toHaveText(
      "Vielen Dank! Deine Anmeldung zum Newsletter ist bestätigt.",
    );
    await context.close();

    // The same page in English: the link's address with the /en prefix.
    const english = await signUp(page.request, baseURL!, `kbd-confirm-en-${stamp}@example.com`);
    await page.goto(`/en${english}`);
    await hydrated(page);
    const confirmButton = page.getByRole("button", { name: "Confirm subscription" });
    await expectVisibleFocus(page, confirmButton, "confirm button (en)");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("newsletter-confirm-outcome")).toHaveText(
      "Thank you! Your newsletter subscription is confirmed.",
    );
  });
});

test.describe("owner-ready screens by keyboard", () => {
  test("the legal editor: the toolbar and the source tab work from the keyboard", async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/legal?edit=impressum");
    const de = page.getByTestId("legal-content-de");
    const editor = de.getByTestId("rich-editor");
    await expect(editor).toBeVisible();
    await hydrated(page);
    await tabTo(page, editor, { max: 120 });
    // A block of its own at the top: type, split it off with Enter, go back up into it.
    await page.keyboard.type("Tastatur-Absatz");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await expect.poll(async () => (await editorSelection(editor)).block).toBe("Tastatur-Absatz");
    // Back to the toolbar: the heading button turns the paragraph into an h3.
    const h3 = de.getByRole("button", { name: "Überschrift 3" });
    await tabTo(page, h3, { back: true, max: 40 });
    await page.keyboard.press("Enter");
    await expect(h3).toHaveAttribute("aria-pressed", "true");
    // The heading button hands the focus back to the text; the source tab is before the toolbar.
    const sourceTab = de.getByRole("button", { name: "HTML-Quelltext" });
    await tabTo(page, sourceTab, { back: true, max: 40 });
    await page.keyboard.press("Enter");
    await expect(sourceTab).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('textarea[name="content_de"]')).toHaveValue(/<h3>Tastatur-Absatz<\/h3>/);
  });

  test("a rich-text field: the toolbar reached and bold applied by keyboard; the image dialog opened and closed, focus returning", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/blog?new=1");
    await hydrated(page);
    const field = page.getByRole("dialog", { name: "Blogbeitrag erstellen" }).getByTestId("rich-text-field").first();
    const editor = field.getByTestId("rich-editor");
    await expect(editor).toBeVisible();
    await tabTo(page, editor, { max: 80 });
    await page.keyboard.type("Kraft");
    await page.keyboard.press("Shift+Home");
    await expect.poll(async () => (await editorSelection(editor)).selected).toBe("Kraft");
    // Back into the toolbar: Bold is pressed with Enter and says so; the word is bold.
    const bold = field.getByRole("button", { name: "Fett" });
    await tabTo(page, bold, { back: true, max: 40 });
    await page.keyboard.press("Enter");
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await expect(editor.locator("strong")).toHaveText("Kraft");
    // The image dialog: opened with Enter, the focus inside it, Escape closes it and the focus is back.
    const image = field.getByRole("button", { name: "Bild einfügen" });
    await tabTo(page, image, { back: true, max: 40 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Bild im Text" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(image).toBeFocused();
  });

  for (const lang of LANGS) {
    test(`a list's search and page links work from the keyboard (${lang})`, async ({ adminPage, englishAdminPage }) => {
      const page = lang === "de" ? adminPage : englishAdminPage;
      const t = backOffice(lang);
      await page.goto("/admin/contact-messages");
      await hydrated(page);
      const search = page.getByTestId("list-search");
      await tabTo(page, search, { max: 120 });
      await page.keyboard.type("zz-nothing-matches");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\?q=zz-nothing-matches$/);
      await expect(page.getByTestId("contact-empty")).toBeVisible();
      const reset = page.getByRole("link", { name: t("Suche zurücksetzen") });
      await expectVisibleFocus(page, reset, "reset search");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin\/contact-messages\??$/);
    });

    test(`the 'suspected spam' tab is opened and a message taken back from the keyboard (${lang})`, async ({
      adminPage,
      englishAdminPage,
    }) => {
      const page = lang === "de" ? adminPage : englishAdminPage;
      const t = backOffice(lang);
      const held = await heldContactMessage(page, `kbd-${lang}-${Date.now().toString(36)}`);
      await page.goto("/admin/contact-messages");
      await hydrated(page);
      const tab = page.getByTestId("stat-spam");
      await expectVisibleFocus(page, tab, "suspected spam tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\?spam=1$/);
      await expect(tab).toHaveAttribute("aria-current", "page");
      const notSpam = page.getByRole("button", { name: t("Kein Spam: Nachricht von {name}", { name: held }) });
      await expectVisibleFocus(page, notSpam, "not spam");
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("toast")).toContainText(t("Als kein Spam markiert."));
      await expect(page).toHaveURL(/\?spam=1$/);
      await expect(page.getByRole("article", { name: held })).toHaveCount(0);
    });
  }
});

test.describe("audit log by keyboard", () => {
  test("the filter form is filled and sent with the keyboard; a wrong range is explained; the reset link clears it", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/audit-log");
    await hydrated(page);
    await tabTo(page, page.getByLabel("Von"), { max: 120 });
    await page.keyboard.type("05012026");
    await tabTo(page, page.getByLabel("Bis"));
    await page.keyboard.type("04012026");
    await tabTo(page, page.getByRole("button", { name: "Filtern" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/from=2026-05-01&to=2026-04-01/);
    await expect(page.getByText("„Bis“ darf nicht vor „Von“ liegen.")).toBeVisible();
    await expect(page.getByLabel("Bis")).toHaveAttribute("aria-invalid", "true");
    const reset = page.getByRole("link", { name: "Filter zurücksetzen" });
    await tabTo(page, reset);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
  });
});

test.describe("trash by keyboard", () => {
  test("a deleted service is restored from the trash with the keyboard and is back in its list", async ({
    adminPage: page,
  }) => {
    const title = `E2E Papierkorb ${Date.now().toString(36)}`;
    await page.goto("/admin/services?new=1");
    const dialog = page.getByRole("dialog", { name: "Service erstellen" });
    await dialog.getByLabel(/^Titel \(DE\)(?!.*\(EN\))/).fill(title);
    await dialog.getByLabel(/^Titel \(EN\)(?!.*\(EN\))/).fill(`${title} EN`);
    await dialog.getByRole("textbox", { name: /^Beschreibung \(DE\)/ }).fill("Für den Papierkorb.");
    await dialog.getByRole("textbox", { name: /^Beschreibung \(EN\)/ }).fill("For the trash.");
    await dialog.getByLabel(/^Bild-URL(?!.*\(EN\))/).fill("/images/services/coaching.jpg");
    await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
    await expect(page.getByTestId("toast").getByText("Service erfolgreich erstellt!")).toBeVisible();
    await page.getByRole("link", { name: `${title} löschen` }).click();
    await page.getByRole("dialog", { name: "Löschen bestätigen" }).getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByTestId("toast").getByText("Service erfolgreich gelöscht!")).toBeVisible();

    await page.goto("/admin/trash");
    await hydrated(page);
    const item = page.getByTestId("trash-item").filter({ hasText: title });
    await expect(item).toContainText("Services ·");
    await tabTo(page, item.getByRole("button", { name: `${title} Wiederherstellen` }), { max: 200 });
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast")).toContainText(`„${title}“ wiederhergestellt`);
    await expect(page.getByTestId("trash-item").filter({ hasText: title })).toHaveCount(0);
    await page.goto("/admin/services");
    await expect(page.getByTestId("content-row").filter({ hasText: title })).toHaveCount(1);

    // Clean up: into the trash again (other specs count the services list, not the trash).
    await page.getByRole("link", { name: `${title} löschen` }).click();
    await page.getByRole("dialog", { name: "Löschen bestätigen" }).getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByTestId("toast").getByText("Service erfolgreich gelöscht!")).toBeVisible();
  });
});

test.describe("two-factor sign-in by keyboard (decision 0038)", () => {
  // Two sign-ins with a password hash each, and a set-up: slow on a busy two-core machine.
  test.describe.configure({ timeout: 180_000 });
  test("set up on the profile and sign in with the code step, keyboard only", async ({ page }) => {
    const who = twoFactorStaff("keyboard");
    await signInWithPassword(page, who);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/profile");
    const section = page.getByTestId("two-factor-section");
    await section.getByLabel("Aktuelles Passwort").focus();
    await page.keyboard.type(who.password);
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "Einrichten" })).toBeFocused();
    await page.keyboard.press("Enter");
    const secret = (await section.getByTestId("two-factor-secret").innerText()).replace(/\s+/g, "");
    await section.getByLabel("Code aus der App").focus();
    await page.keyboard.type(codeFor(secret));
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "Bestätigen und einschalten" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(section.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);

    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("E-Mail").focus();
    await page.keyboard.type(who.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(who.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login\?mode=code/);
    const code = page.getByLabel("Code aus der App");
    await expect(code).toBeFocused();
    await page.keyboard.type(codeFor(secret, 1));
    await page.keyboard.press("Tab");
    const trust = page.getByLabel("Diesem Browser 30 Tage vertrauen");
    await expect(trust).toBeFocused();
    await page.keyboard.press("Space");
    await expect(trust).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Bestätigen" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Stattdessen einen Ersatzcode verwenden" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin$/);

    // The trusted browser on the profile, in English (the confirmation to end all opens and Escape
    // closes it) and in German (this one ends by keyboard).
    const chooseAdminLanguage = async (lang: "de" | "en") => {
      const origin = String(test.info().project.use.baseURL).replace(/\/$/, "");
      const res = await page.request.post("/admin/profile", {
        form: { intent: "language", adminLanguage: lang },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(res.status()).toBeLessThan(400);
    };
    await chooseAdminLanguage("en");
    await page.goto("/admin/profile");
    await hydrated(page);
    const trustedEn = page.getByRole("region", { name: "Trusted browsers" });
    await expect(trustedEn.getByTestId("trusted-row")).toHaveCount(1);
    await tabTo(page, trustedEn.getByRole("link", { name: "Stop trusting all browsers" }), { max: 200 });
    await page.keyboard.press("Enter");
    const all = page.getByRole("dialog", { name: "Stop trusting all browsers?" });
    await expect(all).toBeVisible();
    // Radix listens for Escape from the effects that also move focus into the dialog: wait for that.
    await expect.poll(() => all.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(all).toBeHidden();
    await chooseAdminLanguage("de");
    await page.goto("/admin/profile");
    await hydrated(page);
    const trusted = page.getByRole("region", { name: "Vertraute Browser" });
    await tabTo(page, trusted.getByRole("link", { name: /nicht mehr vertrauen$/ }), { max: 200 });
    await page.keyboard.press("Enter");
    const one = page.getByRole("dialog", { name: "Diesem Browser nicht mehr vertrauen?" });
    await expect(one).toBeVisible();
    await tabTo(page, one.getByRole("button", { name: "Nicht mehr vertrauen" }));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast")).toContainText("Vertrauen beendet");
    await expect(trusted.getByTestId("no-trusted-browsers")).toBeVisible();
  });
});

test.describe("passkeys and sessions on the profile by keyboard", () => {
  for (const lang of ["de", "en"] as const) {
    test(`a passkey is added, renamed and removed, and a session's confirmation opened and closed, with the keyboard only (${lang})`, async ({
      adminPage,
      englishAdminPage,
      browser,
      baseURL,
    }) => {
      // Many Tab presses on a long page, and one more sign-in: longer than a usual test on a busy machine.
      test.setTimeout(90_000);
      const t =
        lang === "de"
          ? {
              add: "Passkey hinzufügen",
              name: "Name des Passkeys",
              rename: "Umbenennen",
              renamed: "Passkey umbenannt",
              remove: (n: string) => `Passkey „${n}“ entfernen`,
              removeTitle: "Passkey entfernen?",
              confirm: "Entfernen",
              removed: "Passkey entfernt",
              endOthers: "Alle anderen Sitzungen beenden",
              endOthersTitle: "Alle anderen Sitzungen beenden?",
              cancel: "Abbrechen",
              password: "Aktuelles Passwort",
            }
          : {
              add: "Add a passkey",
              name: "Name of the passkey",
              rename: "Rename",
              renamed: "Passkey renamed",
              remove: (n: string) => `Remove passkey “${n}”`,
              removeTitle: "Remove passkey?",
              confirm: "Remove",
              removed: "Passkey removed",
              endOthers: "End all other sessions",
              endOthersTitle: "End all other sessions?",
              cancel: "Cancel",
              password: "Current password",
            };
      const first = `Tastatur ${lang} ${Date.now().toString(36)}`;
      const second = `${first} neu`;
      // The back office speaks the person's language: the English run is the admin who chose English.
      const page = lang === "de" ? adminPage : englishAdminPage;
      const staff = E2E_STAFF[lang === "de" ? 0 : 2]!;
      await anotherSession(browser, baseURL!, staff);
      const authenticator = await virtualAuthenticator(page);
      try {
        await page.goto("/admin/profile");
        await hydrated(page);
        const passkeys = page.getByRole("region", { name: "Passkeys" });

        // Add: the name field, then the button, by Tab and Enter.
        const name = passkeys.getByLabel(t.name);
        await tabTo(page, name, { max: 120 });
        await page.keyboard.press("ControlOrMeta+a");
        await page.keyboard.type(first);
        // A shared session older than ten minutes: the change asks for the password too.
        const password = passkeys.getByLabel(t.password);
        if (await password.count()) {
          await tabTo(page, password);
          await page.keyboard.type(staff.password);
        }
        await tabTo(page, passkeys.getByRole("button", { name: t.add }));
        await page.keyboard.press("Enter");
        const row = passkeys.locator(`[data-testid="passkey-row"][data-name="${first}"]`);
        await expect(row).toBeVisible();

        // Rename: Enter opens the small form in place, Tab reaches its field, Enter saves.
        await tabTo(page, row.getByText(t.rename, { exact: true }), { max: 120 });
        await page.keyboard.press("Enter");
        await page.keyboard.press("Tab");
        await expect(row.getByRole("textbox")).toBeFocused();
        await page.keyboard.press("ControlOrMeta+a");
        await page.keyboard.type(second);
        await page.keyboard.press("Enter");
        await expect(page.getByTestId("toast")).toContainText(t.renamed);
        const renamed = passkeys.locator(`[data-testid="passkey-row"][data-name="${second}"]`);
        await expect(renamed).toBeVisible();

        // Remove: Enter on the link opens the confirmation, Tab reaches its button, Enter removes.
        await tabTo(page, renamed.getByRole("link", { name: t.remove(second) }), { max: 120 });
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: t.removeTitle });
        await expect(dialog).toBeVisible();
        const confirmPassword = dialog.getByLabel(t.password);
        if (await confirmPassword.count()) {
          await tabTo(page, confirmPassword);
          await page.keyboard.type(staff.password);
        }
        await tabTo(page, dialog.getByRole("button", { name: t.confirm, exact: true }));
        await page.keyboard.press("Enter");
        await expect(page.getByTestId("toast")).toContainText(t.removed);
        await expect(renamed).toHaveCount(0);

        // Sessions: the confirmation opens with Enter and Escape closes it without ending anything.
        const sessions = page.getByRole("region", { name: lang === "de" ? "Aktive Sitzungen" : "Active sessions" });
        await tabTo(page, sessions.getByRole("link", { name: t.endOthers }), { max: 160 });
        await page.keyboard.press("Enter");
        const confirm = page.getByRole("dialog", { name: t.endOthersTitle });
        await expect(confirm).toBeVisible();
        await expect(confirm.getByRole("link", { name: t.cancel })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(confirm).toBeHidden();
        await expect(sessions.getByTestId("session-row").first()).toBeVisible();
      } finally {
        await authenticator.remove();
      }
    });
  }
});
