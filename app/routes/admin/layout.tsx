import { ExternalLink, LayoutDashboard, LogOut } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, NavLink, Outlet, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { getSessionUser, staffContext } from "~/lib/auth.server";
import { cloudflareContext } from "~/lib/context";
import { DEFAULT_LANG } from "~/lib/i18n";
import { canOpenAdminPath, isStaff } from "~/lib/permissions";
import { useRootData } from "~/root";

/**
 * The gate of the back office. Middleware runs before every loader AND action of every route nested
 * here, for document and data requests alike, so a new admin route is protected by being placed under
 * this layout (tests/unit/admin-authz.test.ts walks the route table to make sure every /admin route is).
 * Fails closed: no session → /login with the page to return to; not staff, or a moderator on an
 * admin-only area → 403.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const { env } = context.get(cloudflareContext);
    const url = new URL(request.url);
    const session = await getSessionUser(env, request);
    if (!session) {
      const back = url.pathname.replace(/\.data$/, "") + url.search;
      throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
    }
    if (!isStaff(session.user.role)) throw data({ reason: "not-staff" }, { status: 403 });
    if (!canOpenAdminPath(session.user.role, url.pathname.replace(/\.data$/, ""))) throw data({ reason: "admin-only" }, { status: 403 });
    context.set(staffContext, session);
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(staffContext);
  if (!session) throw data(null, { status: 403 });
  return { user: { name: session.user.name, email: session.user.email, role: session.user.role } };
}

/** Staff pages are personal: never cached, never indexed. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

function AdminBar({ user }: { user: { name: string; role: string } }) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted"}`;
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2">
        <Link to="/admin" className="mr-4 text-lg font-bold text-primary">
          Admin
        </Link>
        <nav aria-label="Verwaltung" className="flex flex-1 flex-wrap items-center gap-1">
          <NavLink to="/admin" end className={linkClass}>
            <LayoutDashboard className="h-4 w-4" aria-hidden />
            Dashboard
          </NavLink>
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          <span className="hidden text-sm text-muted-foreground sm:inline" data-testid="admin-user">
            {user.name} ({user.role})
          </span>
          <a href="/" target="_blank" rel="noopener" className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm hover:bg-muted">
            <ExternalLink className="h-4 w-4" aria-hidden />
            Homepage
          </a>
          <Form method="post" action="/logout">
            <Button type="submit" variant="outline" size="sm">
              <LogOut className="h-4 w-4" aria-hidden />
              Logout
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminBar user={loaderData.user} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Errors of admin screens (403 for the wrong role, 404, failures) in the site's error style. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const lang = root?.preferences.lang ?? DEFAULT_LANG;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} lang={lang} />;
}
