import { ChevronDown, ExternalLink, LogOut, Menu, UserRound, X } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { isActivePath, isGroupActive, navFor, type NavGroup, type NavItem } from "~/lib/admin/nav";
import type { Lang } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { ThemeToggle } from "../preference-toggles";
import { Button } from "../ui/button";

const linkBase = "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors";
const activeClass = "bg-primary text-primary-foreground";
const idleClass = "hover:bg-muted";

/**
 * The back office's top bar (back-office.md 2): brand, Dashboard and General, the dropdown groups,
 * and Profile, dark mode, Homepage and Logout. Only screens that exist and that the role may open
 * are listed (app/lib/admin/nav.ts). From md up the groups are radix dropdowns (arrow keys, Enter,
 * Escape); below, a menu button opens everything as one vertical list.
 */
export function AdminBar({ user, lang }: { user: { name: string; role: string }; lang: Lang }) {
  const nav = navFor(user.role);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  // A followed link closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <Link to="/admin" className="mr-2 shrink-0 text-lg font-bold text-primary" data-testid="admin-brand">
          Admin
        </Link>
        <nav aria-label="Verwaltung" className="hidden flex-1 flex-wrap items-center gap-1 md:flex">
          {nav.top.map((item) => (
            <TopLink key={item.to} item={item} />
          ))}
          {nav.groups.map((group) => (
            <GroupMenu key={group.label} group={group} pathname={pathname} />
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <span className="hidden text-sm text-muted-foreground xl:inline" data-testid="admin-user">
            {user.name} ({user.role})
          </span>
          {nav.profile ? (
            <NavLink
              to={nav.profile.to}
              className={({ isActive }) => cn(linkBase, "hidden sm:inline-flex", isActive ? activeClass : idleClass)}
            >
              <UserRound className="h-4 w-4" aria-hidden />
              {nav.profile.label}
            </NavLink>
          ) : null}
          <ThemeToggle lang={lang} />
          <a href="/" target="_blank" rel="noopener" className={cn(linkBase, "px-2 sm:px-3", idleClass)}>
            <ExternalLink className="h-4 w-4" aria-hidden />
            Homepage
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
          <Form method="post" action="/logout">
            <Button type="submit" variant="outline" size="sm">
              <LogOut className="h-4 w-4" aria-hidden />
              Logout
            </Button>
          </Form>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="h-4 w-4" aria-hidden /> : <Menu className="h-4 w-4" aria-hidden />}
            <span className="sr-only sm:not-sr-only">Menü</span>
          </Button>
        </div>
      </div>
      {open ? <MobileMenu id={menuId} nav={nav} pathname={pathname} /> : null}
    </header>
  );
}

function TopLink({ item }: { item: NavItem }) {
  return (
    <NavLink
      to={item.to}
      end={item.to === "/admin"}
      className={({ isActive }) => cn(linkBase, isActive ? activeClass : idleClass)}
    >
      {item.label}
    </NavLink>
  );
}

/** One dropdown group; the trigger is highlighted while one of its screens is open. */
function GroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
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
        {group.label}
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
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Below md: the whole menu as one vertical list. */
function MobileMenu({ id, nav, pathname }: { id: string; nav: ReturnType<typeof navFor>; pathname: string }) {
  const itemClass = (to: string) => cn(linkBase, "w-full", isActivePath(pathname, to) ? activeClass : idleClass);
  return (
    <nav id={id} aria-label="Verwaltung (Menü)" className="border-t border-border px-4 py-3 md:hidden">
      <ul className="space-y-1">
        {[...nav.top, ...(nav.profile ? [nav.profile] : [])].map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={itemClass(item.to)}
              aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      {nav.groups.map((group) => (
        <section key={group.label} className="mt-3" aria-label={group.label}>
          <h2
            className={cn(
              "px-3 text-xs font-semibold uppercase tracking-wide",
              isGroupActive(pathname, group) ? "text-primary" : "text-muted-foreground",
            )}
          >
            {group.label}
          </h2>
          <ul className="mt-1 space-y-1">
            {group.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={itemClass(item.to)}
                  aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
