/**
 * The site frame of every public page (decision 0069), on the server's HTML: the cookie banner and the
 * theme toggle apply at once and store the choice with a background post (their forms are the
 * fallback), the phone menu and the banner's settings close on Escape, images that fail show the
 * placeholder, a flash toast goes after a while, and the stored choices are mirrored into
 * localStorage under the spec's keys. Attaches to what is there and does nothing where a part is missing.
 */
import { CONSENT_EVENT, consentCookie } from "./enhance-consent";

const root = document.documentElement;
const THEME_COOKIE = "darkMode";
const YEAR = 60 * 60 * 24 * 365;

/** A page that runs this module is not a page without JavaScript: its posts must not mark the visitor so. */
for (const field of document.querySelectorAll('input[name="noScript"]')) field.remove();

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the cookies remain the source of truth.
  }
}

/** Posts a preference in the background; the answer is a redirect nobody needs to follow. */
function postPreference(data: FormData) {
  data.delete("noScript");
  // The DOM types refuse FormData here because it may hold files; the preference forms hold text only.
  void fetch("/preferences", { method: "POST", body: new URLSearchParams(data as never), redirect: "manual" }).catch(
    () => {},
  );
}

function mirror() {
  store("language", root.lang);
  const dark = /(?:^|; )darkMode=(true|false)/.exec(document.cookie)?.[1];
  if (dark) {
    store("darkMode", dark);
    store("dark", dark);
  }
  const consent = consentCookie();
  if (consent) store("cookieConsent", JSON.stringify({ necessary: true, ...consent }));
}

document.addEventListener("submit", (event) => {
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter as HTMLButtonElement | null;
  if (form.getAttribute("action") !== "/preferences" || !submitter) return;
  if (submitter.name === "theme") {
    event.preventDefault();
    const dark = root.classList.toggle("dark");
    // Written here as well as by the post's answer: a reload before it arrives would paint the old theme.
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${THEME_COOKIE}=${dark}; Path=/; SameSite=Lax; Max-Age=${YEAR}${secure}`;
    const data = new FormData(form);
    data.set("theme", dark ? "dark" : "light");
    postPreference(data);
    // With a stored consent the banner is hidden before the first paint (app.css); it leaves the page too.
    if (root.hasAttribute("data-consent")) document.querySelector("[data-cookie-banner]")?.remove();

    mirror();
  } else if (submitter.name === "consent") {
    event.preventDefault();
    const data = new FormData(form, submitter);
    // The banner goes at once (app.css hides it under data-consent); the cookie arrives with the answer.
    root.setAttribute("data-consent", "");
    const analytics = submitter.value === "all" || (submitter.value === "custom" && data.get("analytics") === "on");
    const marketing = submitter.value === "all" || (submitter.value === "custom" && data.get("marketing") === "on");
    const value = JSON.stringify({ necessary: true, analytics, marketing });
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `cookieConsent=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=${YEAR}${secure}`;
    postPreference(data);
    // With a stored consent the banner is hidden before the first paint (app.css); it leaves the page too.
    if (root.hasAttribute("data-consent")) document.querySelector("[data-cookie-banner]")?.remove();

    mirror();
    document.dispatchEvent(new Event(CONSENT_EVENT));
  }
});

// Escape closes the open disclosure it is pressed in (the banner's settings), or the phone menu, and
// puts the focus back on the disclosure's own button.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const active = document.activeElement;
  const inside = active?.closest("details[open]:not([data-cookie-close])");
  const menu = document.querySelector<HTMLDetailsElement>("header details[open]");
  const open = (inside as HTMLDetailsElement | null) ?? menu;
  if (!open) return;
  open.open = false;
  open.querySelector("summary")?.focus();
});

// A link followed from the open phone menu closes it (the next page may come from the browser's cache).
document.addEventListener("click", (event) => {
  const link = (event.target as Element).closest("#mobile-menu a");
  const menu = document.querySelector<HTMLDetailsElement>("header details[open]");
  if (link && menu) menu.open = false;
});

// A picture that failed before this module ran, or fails later, shows the placeholder instead.
function fallBack(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.getAttribute("src") === fallback) return;
  img.removeAttribute("srcset");
  img.src = fallback;
}
for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
  if (img.complete && img.naturalWidth === 0) fallBack(img);
}
document.addEventListener(
  "error",
  (event) => {
    if (event.target instanceof HTMLImageElement) fallBack(event.target);
  },
  true,
);

// A flash toast of the server's stays as long as the back office's do, then goes.
const toast = document.querySelector("[data-static-toast]");
if (toast) setTimeout(() => toast.remove(), 6000);

// With a stored consent the banner is hidden before the first paint (app.css); it leaves the page too.
if (root.hasAttribute("data-consent")) document.querySelector("[data-cookie-banner]")?.remove();

mirror();
