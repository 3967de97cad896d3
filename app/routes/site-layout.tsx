import { isRouteErrorResponse, Outlet, useMatches, useNavigation, useRouteError } from "react-router";
import { CookieBanner } from "~/components/cookie-banner";
import { Enhance, useEnhancedPage } from "~/components/enhance";
import { ErrorPage } from "~/components/error-page";
import { Footer } from "~/components/footer";
import { Navbar } from "~/components/navbar";
import { SiteSettingsProvider } from "~/components/site-settings";
import { DEFAULT_LANG, isLang, t, type Lang } from "~/lib/i18n";
import { loadingTextFor, type PageProblem, type Shell, SPECULATION_RULES, useRootData } from "~/lib/pages";
import { publicLoadFailure } from "~/lib/pages/index.server";
import type { Route } from "./+types/site-layout";

type WithShell = { shell: Shell };

function hasShell(value: unknown): value is WithShell {
  return typeof value === "object" && value !== null && "shell" in value;
}

/** Every public page loader returns the shell in its own D1 batch; the layout takes it from the page. */
function usePageShell(): Shell {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData;
    if (hasShell(data)) return data.shell;
  }
  return { navigation: [], settings: null };
}

function SiteFrame({ shell, children }: { shell: Shell; children: React.ReactNode }) {
  const root = useRootData();
  const lang: Lang = root?.preferences.lang ?? DEFAULT_LANG;
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar shell={shell} lang={lang} />
      {navigation.state === "loading" && !navigation.formMethod ? (
        <div role="status" aria-live="polite" className="fixed inset-x-0 top-16 z-30 flex justify-center">
          <span className="mt-2 flex items-center gap-2 rounded-full bg-card px-4 py-1.5 text-sm shadow">
            <span
              className="h-3 w-3 animate-spin rounded-full border-2 border-primary border-t-transparent"
              aria-hidden
            />
            {loadingTextFor(navigation.location.pathname, lang) ?? t(lang, "page.loading")}
          </span>
        </div>
      ) : null}
      <div className="flex-1">
        <SiteSettingsProvider value={shell.settings}>{children}</SiteSettingsProvider>
      </div>
      <Footer shell={shell} lang={lang} />
      <CookieBanner lang={lang} />
      <Enhance name="site" />
      <SpeculationRules />
    </div>
  );
}

/** Same-site pages fetched ahead on intent (lib/pages/speculation.ts); a hydrated page navigates itself. */
function SpeculationRules() {
  const nonce = useRootData()?.nonce;
  if (!useEnhancedPage() || !nonce) return null;
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />;
}

/** A D1 failure in any public page's load answers the site's 503 page (lib/pages/public-failure.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [publicLoadFailure];

export default function SiteLayout() {
  const shell = usePageShell();
  return (
    <SiteFrame shell={shell}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * The <title> of error answers: they render at this layout's boundary, and React Router then uses the
 * meta of the routes up to the boundary only (a page's own meta is not called).
 */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const rootLang = (matches[0]?.loaderData as { preferences?: { lang?: unknown } } | undefined)?.preferences?.lang;
  const lang = isLang(rootLang) ? rootLang : DEFAULT_LANG;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const problem = isRouteErrorResponse(error) ? (error.data as Partial<PageProblem> | null) : null;
  const title =
    problem?.title ||
    t(lang, status === 404 ? "error.notFoundTitle" : status === 403 ? "error.forbiddenTitle" : "error.title");
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** Not-found and error answers of public pages keep the navbar and footer when the shell could be loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const lang = root?.preferences.lang ?? DEFAULT_LANG;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const payload = isRouteErrorResponse(error) ? (error.data as Partial<WithShell> & PageProblem) : null;
  if (!isRouteErrorResponse(error)) console.error(error);
  const shell = payload && hasShell(payload) ? payload.shell : { navigation: [], settings: null };
  return (
    <SiteFrame shell={shell}>
      <ErrorPage status={status} lang={lang} title={payload?.title} message={payload?.message} back={payload?.back} />
    </SiteFrame>
  );
}
