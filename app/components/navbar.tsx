import { Menu, X } from "~/components/icon";
import { useMenu } from "./use-menu";
import { NavLink } from "react-router";
import { LocalLink, useLocalPath } from "~/components/local-link";
import { loc, t, type Lang } from "~/lib/i18n";
import { safeHref } from "~/lib/text";
import { LanguageToggle, ThemeToggle } from "./preference-toggles";
import { type Shell, type ShellNavigationItem, useDiscover } from "~/lib/pages";
import { useHydrated } from "~/lib/use-hydrated";

export function Brand({ settings, full }: { settings: Shell["settings"]; full: boolean }) {
  const short = settings?.logo_short || "BH";
  const long = settings?.logo_full || settings?.company_name || short;
  // The domain text goes with the written-out logo (general settings 'Logo-Domain').
  const domain = settings?.logo_domain?.trim();
  return (
    <span className="flex items-center gap-2 font-bold">
      <span className="grid h-9 w-9 place-items-center rounded-lg bg-primary text-sm text-primary-foreground">
        {short}
      </span>
      {full ? (
        <span className="flex flex-col leading-tight">
          <span className="text-lg tracking-tight">{long}</span>
          {domain ? (
            <span className="text-xs font-medium text-muted-foreground" data-testid="logo-domain">
              {domain}
            </span>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

function NavItemLink({ item, lang, onNavigate }: { item: ShellNavigationItem; lang: Lang; onNavigate?: () => void }) {
  const local = useLocalPath();
  const discover = useDiscover();
  const href = safeHref(item.href);
  if (!href) return null;
  const label = loc(item, "name", lang);
  if (!href.startsWith("/")) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="nav-link" onClick={onNavigate}>
        {label}
      </a>
    );
  }
  return (
    <NavLink
      to={local(href)}
      end={href === "/"}
      {...discover}
      prefetch="intent"
      onClick={onNavigate}
      className={({ isActive }) => (isActive ? "nav-link bg-primary/10 text-primary" : "nav-link")}
    >
      {label}
    </NavLink>
  );
}

export function Navbar({ shell, lang }: { shell: Shell; lang: Lang }) {
  const { open, setOpen, button: menuButton, onKeyDown } = useMenu();
  const hydrated = useHydrated();
  const items = shell.navigation.filter((item) => item.show_in_navbar);
  const fullLogo = shell.settings?.use_logo_full_in_navbar ?? true;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from anywhere in the open menu closes it; the items are links and buttons.
    <header
      className="group sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur"
      onKeyDown={onKeyDown}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-background focus:p-2"
      >
        {t(lang, "skip")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <LocalLink to="/" className="shrink-0" aria-label={shell.settings?.company_name || "Home"}>
          <Brand settings={shell.settings} full={fullLogo} />
        </LocalLink>
        {hydrated ? null : (
          // Before the page's JavaScript runs (or without it) the browser's own disclosure opens the
          // menu: the one list below is shown under the header while it is open (the header is its
          // positioning box). It comes before the list, so Tab leads from it into the links; drawn
          // last in the row, beside the toggles.
          <details className="order-last -ml-2 xl:hidden">
            <summary className="block cursor-pointer list-none rounded-md border border-border p-2 [&::-webkit-details-marker]:hidden">
              <Menu className="h-5 w-5" aria-hidden />
              <span className="sr-only">{t(lang, "nav.menu")}</span>
            </summary>
          </details>
        )}
        {/* One list for both widths in the server's HTML: a row from xl on, the phone menu's column below. */}
        <nav
          id={hydrated ? undefined : "mobile-menu"}
          aria-label={t(lang, "nav.main")}
          className="hidden max-xl:absolute max-xl:inset-x-0 max-xl:top-full max-xl:border-t max-xl:border-border max-xl:bg-background max-xl:group-has-[details[open]]:block xl:block"
        >
          <ul className="flex gap-1 max-xl:mx-auto max-xl:max-w-7xl max-xl:flex-col max-xl:px-4 max-xl:py-3 max-xl:*:flex max-xl:*:flex-col xl:items-center">
            {items.map((item, i) => (
              <li key={i}>
                <NavItemLink item={item} lang={lang} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 max-xl:ml-auto">
          <LanguageToggle lang={lang} />
          <ThemeToggle lang={lang} />
          {hydrated ? (
            <button
              ref={menuButton}
              type="button"
              className="rounded-md border border-border p-2 xl:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? t(lang, "nav.close") : t(lang, "nav.menu")}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
            </button>
          ) : null}
        </div>
      </div>
      {hydrated && open ? <MobileMenu items={items} lang={lang} onNavigate={() => setOpen(false)} /> : null}
    </header>
  );
}

/** The phone menu once the page runs its JavaScript: opened by the menu button, below the header's row. */
function MobileMenu({
  items,
  lang,
  onNavigate,
}: {
  items: ShellNavigationItem[];
  lang: Lang;
  onNavigate?: () => void;
}) {
  return (
    <nav id="mobile-menu" aria-label={t(lang, "nav.main")} className="border-t border-border xl:hidden">
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 *:flex *:flex-col">
        {items.map((item, i) => (
          <li key={i}>
            <NavItemLink item={item} lang={lang} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
