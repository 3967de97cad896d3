import { data, isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminBar } from "~/components/admin/admin-bar";
import { ErrorPage } from "~/components/error-page";
import { adminGate } from "~/lib/admin/index.server";
import { useAdminLang } from "~/lib/admin";
import { staffContext } from "~/lib/accounts/index.server";
import { DEFAULT_LANG } from "~/lib/i18n";
import { useRootData, HYDRATE } from "~/lib/pages";

/**
 * The gate of the back office (app/lib/admin/gate.server.ts). Middleware runs before every loader AND
 * action of every route nested here, for document and data requests alike, so a new admin route is
 * protected by being placed under this layout (tests/integration/back-office/admin-authz.test.ts walks the route table to
 * make sure every /admin route is). Admin-only access is decided on the route that matched.
 */
/** This route loads React in the browser (decision 0069). */
export const handle = HYDRATE;

export const middleware: Route.MiddlewareFunction[] = [adminGate];

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(staffContext);
  if (!session) throw data(null, { status: 403 });
  return {
    user: { name: session.user.name, email: session.user.email, role: session.user.role },
    // Read by every admin screen through useT() (app/lib/admin/use-admin-texts.ts) and by the root's <html lang>.
    adminLang: session.user.adminLanguage,
  };
}

/** Staff pages are personal: never cached, never indexed. */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];
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
  const adminLang = useAdminLang();
  // Staff read errors in their back-office language; before the gate has a session, in the site's.
  const signedIn = useRouteLoaderData("routes/admin/layout") !== undefined;
  const lang = signedIn ? adminLang : (root?.preferences.lang ?? DEFAULT_LANG);
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} lang={lang} />;
}
