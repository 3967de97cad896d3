import { data, isRouteErrorResponse, Outlet, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { AdminBar } from "~/components/admin/admin-bar";
import { ErrorPage } from "~/components/error-page";
import { getSessionUser, staffContext } from "~/lib/auth.server";
import { cloudflareContext } from "~/lib/context";
import { DEFAULT_LANG, t } from "~/lib/i18n";
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
    if (!isStaff(session.user.role)) throw forbidden(url, "not-staff");
    if (!canOpenAdminPath(session.user.role, url.pathname.replace(/\.data$/, ""))) throw forbidden(url, "admin-only");
    context.set(staffContext, session);
  },
];

/**
 * The 403. File downloads (a path with an extension such as export.csv) are resource routes, which
 * render no error page: they get the message as plain text instead of React Router's raw JSON.
 */
function forbidden(url: URL, reason: "not-staff" | "admin-only") {
  if (/\.(?!data$)[a-z0-9]+$/i.test(url.pathname)) {
    const body = `${t(DEFAULT_LANG, "error.forbiddenTitle")}\n\n${t(DEFAULT_LANG, "error.forbiddenText")}\n`;
    return new Response(body, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  }
  return data({ reason }, { status: 403 });
}

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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <div className="min-h-screen bg-muted/30">
      <AdminBar user={loaderData.user} theme={root?.preferences.theme ?? null} lang={root?.preferences.lang ?? DEFAULT_LANG} />
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
