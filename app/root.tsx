import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { EnhanceContext, type EnhanceName } from "./components/enhance";
import { ErrorPage } from "./components/error-page";
import { Toaster, ToastProvider } from "./components/toaster";
import { VideoModalProvider } from "./components/video-modal";
import { cloudflareContext } from "./lib/context";
import {
  DEFAULT_LANG,
  isLang,
  browserCookie,
  parseConsent,
  PREFERENCE_COOKIES,
  PREFERENCE_HEAD_SCRIPT,
} from "./lib/i18n";
import { readCookies } from "./lib/http/index.server";
import { issueFormStamp, turnstileSiteKey } from "./lib/forms/index.server";
import { preferenceCookie, readPreferences, scriptlessPreferences } from "./lib/i18n/index.server";
import { needsHydration, useRootData, type RootData } from "./lib/pages";
import { takeToast } from "./lib/toast.server";

// zod must not probe `new Function` for its fast path: the CSP forbids eval, and the probe is reported
// as a CSP violation (Lighthouse: Best Practices) on every page with a form. This is what
// `z.config({ jitless: true })` sets, done on zod's global config object in place so that every page
// does not download zod for it. It runs here because the root module is evaluated before any route
// module (and the schemas they import). docs/decisions/0008-performance-budget.md
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

/**
 * The stylesheet is a route link, not a side-effect import: route links come before the module
 * preloads in the head, so the one file that blocks the first paint is asked for first instead of
 * queueing behind a dozen scripts for the browser's few connections.
 */
export const links: Route.LinksFunction = () => [
  // The integration tests render without CSS (the import is then empty): no link to nothing.
  ...(stylesheet ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { nonce, env } = context.get(cloudflareContext);
  const preferences = readPreferences(request);
  const { toast, clearHeader } = takeToast(request);
  const url = new URL(request.url);
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  // A visitor arriving on ?lang=en keeps English on the next pages too.
  const queryLang = url.searchParams.get("lang");
  if (isLang(queryLang) && readCookies(request).get(PREFERENCE_COOKIES.language) !== queryLang) {
    headers.append("Set-Cookie", preferenceCookie(request, PREFERENCE_COOKIES.language, queryLang));
  }
  // Every answer hands out a fresh stamp: a page's forms, and again after each of their posts.
  const formStamp = await issueFormStamp(env);
  return data<RootData>(
    {
      preferences,
      toast,
      origin: url.origin,
      nonce,
      formStamp,
      turnstileSiteKey: turnstileSiteKey(env),
      scriptless: scriptlessPreferences(request),
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  // The back office speaks its person's chosen language, whatever the public site's language is (read
  // from the admin layout's data directly: the back office's dictionary stays out of public pages).
  const backOffice = useRouteLoaderData("routes/admin/layout") as { adminLang?: unknown } | undefined;
  const lang = isLang(backOffice?.adminLang) ? backOffice.adminLang : (root?.preferences.lang ?? DEFAULT_LANG);
  const nonce = root?.nonce;
  const scriptless = root?.scriptless;
  // Only routes that declare it load React and React Router in the browser (decision 0069); every
  // other page is its HTML and the enhancement modules its parts write next to themselves.
  const hydrate = needsHydration(useMatches());
  const enhance = hydrate || !nonce ? null : { nonce, written: new Set<EnhanceName>() };
  return (
    // The head script sets the theme class and data-consent before hydration; React leaves them alone.
    // For a visitor without JavaScript the server writes them (the same values, from the same cookies).
    <html
      lang={lang}
      className={scriptless?.dark ? "dark" : undefined}
      data-consent={scriptless?.consent ? "" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* Without the root loader's data (a middleware's 403) there is no nonce: CSP would block the script. */}
        {nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERENCE_HEAD_SCRIPT }} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <EnhanceContext value={enhance}>{children}</EnhanceContext>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** Mirrors the stored choices (the page's language, the theme and consent cookies) into localStorage under the spec's keys. */
function usePreferenceMirror(root: RootData | undefined) {
  useEffect(() => {
    if (!root) return;
    try {
      localStorage.setItem("language", root.preferences.lang);
      const dark = browserCookie(PREFERENCE_COOKIES.theme);
      if (dark === "true" || dark === "false") {
        localStorage.setItem("darkMode", dark);
        localStorage.setItem("dark", dark);
      }
      const consent = parseConsent(browserCookie(PREFERENCE_COOKIES.consent));
      if (consent) localStorage.setItem("cookieConsent", JSON.stringify(consent));
    } catch {
      // Storage can be unavailable (private mode); the cookies remain the source of truth.
    }
  }, [root]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  usePreferenceMirror(loaderData);
  return (
    <ToastProvider flash={loaderData.toast} lang={loaderData.preferences.lang}>
      <VideoModalProvider lang={loaderData.preferences.lang}>
        <Outlet />
      </VideoModalProvider>
      <Toaster />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useRootData()?.preferences.lang ?? DEFAULT_LANG;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={status} lang={lang} />;
}
