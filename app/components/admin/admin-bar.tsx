import { ChevronDown, ExternalLink, LogOut, Menu, UserRound, X } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useId } from "react";
import { useMenu } from "~/components/use-menu";
import { Form, Link, NavLink, useLocation } from "react-router";
import {
  isActivePath,
  isGroupActive,
  navFor,
  type NavGroup,
  type NavItem,
  roleName,
  useAdminLang,
  useT,
} from "~/lib/admin";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { ThemeToggle } from "../preference-toggles";
import { Button, buttonVariants } from "../ui/button";

const linkBase = "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors";
const activeClass = "bg-primary text-primary-foreground";
const idleClass = "hover:bg-muted";

/**
 * The back office's top bar (back-office.md 2): the brand with Profile, dark mode, the website and
 * Logout on the first line, Dashboard, General and the dropdown groups on the second. Only screens
 * that exist and that the role may open are listed (app/lib/admin/nav.ts). From md up the groups are radix dropdowns (arrow keys, Enter,
 * Escape); below, the bar is the brand, dark mode and a menu button that opens everything else as
 * one vertical list (a phone is 390 px wide; the whole bar is twice that).
 */
export function AdminBar({ user }: { user: { name: string; role: string } }) {
  const t = useT();
  const lang = useAdminLang();
  const nav = navFor(user.role);
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { open, setOpen, button: menuButton, onKeyDown } = useMenu();
  const menuId = useId();

  // A followed link closes the phone menu.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from anywhere in the open phone menu closes it; its items are links and buttons.
    <header className="relative border-b border-border bg-card" onKeyDown={onKeyDown}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
        <Link to="/admin" className="mr-2 shrink-0 text-lg font-bold text-primary" data-testid="admin-brand">
          Admin
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <span className="hidden text-sm text-muted-foreground xl:inline" data-testid="admin-user">
            {user.name} ({roleName(lang, user.role)})
          </span>
          {nav.profile ? (
            <NavLink
              to={nav.profile.to}
              className={({ isActive }) => cn(linkBase, "hidden md:inline-flex", isActive ? activeClass : idleClass)}
            >
              <UserRound className="h-4 w-4" aria-hidden />
              {t(nav.profile.label)}
            </NavLink>
          ) : null}
          <ThemeToggle lang={lang} />
          <SiteLink className="hidden md:inline-flex" />
          <LogoutForm className="hidden md:block" />
          {hydrated ? (
            <Button
              ref={menuButton}
              type="button"
              variant="outline"
              size="sm"
              className="md:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <X className="h-4 w-4" aria-hidden /> : <Menu className="h-4 w-4" aria-hidden />}
              {t("Menü")}
            </Button>
          ) : (
            // Before the page's JavaScript runs (or without it) the browser's own disclosure opens the menu.
            <details className="md:hidden">
              <summary
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  "list-none [&::-webkit-details-marker]:hidden",
                )}
              >
                <Menu className="h-4 w-4" aria-hidden />
                {t("Menü")}
              </summary>
              <MobileMenu id={menuId} nav={nav} pathname={pathname} className="absolute inset-x-0 top-full z-50" />
            </details>
          )}
        </div>
        {/* A line of its own under the brand and the account's buttons: beside them it wrapped onto
            three lines at 1366 px; alone it takes one from about 1100 px up, in either language. */}
        <nav aria-label={t("Verwaltung")} className="hidden basis-full flex-wrap items-center gap-1 md:flex">
          {nav.top.map((item) => (
            <TopLink key={item.to} item={item} />
          ))}
          {nav.groups.map((group) => (
            <GroupMenu key={group.label} group={group} pathname={pathname} />
          ))}
        </nav>
      </div>
      {hydrated && open ? <MobileMenu id={menuId} nav={nav} pathname={pathname} /> : null}
    </header>
  );
}

/** The way to the public website, in a new tab. */
function SiteLink({ className }: { className?: string }) {
  const t = useT();
  return (
    <a href="/" target="_blank" rel="noopener" className={cn(linkBase, idleClass, className)}>
      <ExternalLink className="h-4 w-4" aria-hidden />
      {t("Zur Website")}
      <span className="sr-only"> {t("(öffnet in neuem Tab)")}</span>
    </a>
  );
}

function LogoutForm({ className }: { className?: string }) {
  const t = useT();
  return (
    <Form method="post" action="/logout" className={className}>
      <Button type="submit" variant="outline" size="sm">
        <LogOut className="h-4 w-4" aria-hidden />
        {t("Abmelden")}
      </Button>
    </Form>
  );
}

function TopLink({ item }: { item: NavItem }) {
  const t = useT();
  return (
    <NavLink
      to={item.to}
      end={item.to === "/admin"}
      className={({ isActive }) => cn(linkBase, isActive ? activeClass : idleClass)}
    >
      {t(item.label)}
    </NavLink>
  );
}

/** One dropdown group; the trigger is highlighted while one of its screens is open. */
function GroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const t = useT();
  const active = isGroupActive(pathname, group);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          linkBase,
          "cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-primary data-[state=open]:bg-muted",
          active ? activeClass : idleClass,
        )}
        data-active={active ? "true" : undefined}
      >
        {t(group.label)}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-56 rounded-md border border-border bg-card p-1 text-foreground shadow-lg"
        >
          {group.items.map((item) => {
            // Plain Link with a string class: radix's Slot would stringify NavLink's class function.
            const current = isActivePath(pathname, item.to);
            return (
              <DropdownMenu.Item key={item.to} asChild>
                <Link
                  to={item.to}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex w-full cursor-pointer items-center rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted",
                    current && "font-semibold text-primary",
                  )}
                >
                  {t(item.label)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Below md: the whole menu as one vertical list, with the way to the website and Logout at its end. */
function MobileMenu({
  id,
  nav,
  pathname,
  className,
}: {
  id: string;
  nav: ReturnType<typeof navFor>;
  pathname: string;
  className?: string;
}) {
  const t = useT();
  const itemClass = (to: string) => cn(linkBase, "w-full", isActivePath(pathname, to) ? activeClass : idleClass);
  const link = (item: NavItem) => (
    <li key={item.to}>
      <Link
        to={item.to}
        className={itemClass(item.to)}
        aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
      >
        {t(item.label)}
      </Link>
    </li>
  );
  return (
    <nav
      id={id}
      aria-label={t("Verwaltung (Menü)")}
      className={cn("border-t border-border bg-card px-4 py-3 md:hidden", className)}
    >
      <ul className="space-y-1">{[...nav.top, ...(nav.profile ? [nav.profile] : [])].map(link)}</ul>
      {nav.groups.map((group) => (
        <section key={group.label} className="mt-3" aria-label={t(group.label)}>
          <h2
            className={cn(
              "px-3 text-xs font-semibold uppercase tracking-wide",
              isGroupActive(pathname, group) ? "text-primary" : "text-muted-foreground",
            )}
          >
            {t(group.label)}
          </h2>
          <ul className="mt-1 space-y-1">{group.items.map(link)}</ul>
        </section>
      ))}
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <SiteLink />
        <LogoutForm />
      </div>
    </nav>
  );
}
