import { and, eq } from "drizzle-orm";
import { useNavigation } from "react-router";
import { legalPages } from "~db/schema";
import type { Route } from "./+types/legal";
import { loc, type Lang, germanPath, localPath } from "~/lib/i18n";
import { sanitizeHtml } from "~/lib/text/index.server";
import { seoPageMeta, CONTACT_FALLBACKS } from "~/lib/pages";
import { loadPublicPage, notFound, inPageLanguage } from "~/lib/pages/index.server";
import { VisitorStatisticsNotice } from "~/components/pages/visitor-statistics-notice";

/** The three legal pages; the page key is the first path segment (and the route id). */
const LEGAL_KEYS = ["impressum", "datenschutz", "cookies"] as const;
type LegalKey = (typeof LEGAL_KEYS)[number];

function isLegalKey(value: string): value is LegalKey {
  return (LEGAL_KEYS as readonly string[]).includes(value);
}

/** This page's interface texts (public-site.md 2.19, 8.2). */
const texts = {
  de: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundText: "Dieser rechtliche Hinweis ist derzeit nicht verfügbar.",
    back: "Zur Startseite",
    loading: "Inhalt wird geladen...",
  },
  en: {
    notFoundTitle: "Page not found",
    notFoundText: "This legal notice is not available at the moment.",
    back: "Back to home",
    loading: "Loading content...",
  },
} as const;

/** Plain text of sanitised HTML, for the meta description. */
function textOf(html: string, max = 160) {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Client-side navigations fetch "/impressum.data" (or "/en/impressum.data"): the key is the German
  // path's segment without that suffix.
  const key = (germanPath(new URL(request.url).pathname).split("/")[1] ?? "").replace(/\.data$/, "");
  const pageKey: LegalKey = isLegalKey(key) ? key : "impressum";
  const { shell, lang, page } = await loadPublicPage(
    request,
    context,
    (db) =>
      [
        // public-site.md 7.1: by page_key with is_active true, single.
        db
          .select()
          .from(legalPages)
          .where(and(eq(legalPages.page_key, pageKey), eq(legalPages.is_active, true)))
          .limit(1),
      ] as const,
  );
  const row = page[0][0];
  if (!row || !isLegalKey(key)) {
    const l = texts[lang];
    throw notFound(shell, lang, {
      title: l.notFoundTitle,
      message: l.notFoundText,
      back: { href: localPath(lang, "/"), label: l.back },
    });
  }
  // Administrator HTML is sanitised again on every render (it was on save too): XSS must not follow a phished account.
  const html = sanitizeHtml(loc(row, "content", lang));
  return inPageLanguage(lang, {
    shell,
    lang,
    pageKey,
    title: loc(row, "title", lang),
    html,
    description: textOf(html),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { origin: string; preferences?: { lang: Lang } } | undefined;
  if (!loaderData) {
    return [{ title: texts[root?.preferences?.lang ?? "de"].notFoundTitle }, { name: "robots", content: "noindex" }];
  }
  const { lang, title, description, pageKey, shell } = loaderData;
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  return seoPageMeta({
    title: `${title} | ${company}`,
    description,
    origin: root?.origin ?? "",
    path: `/${pageKey}`,
    lang,
    shell,
  });
}

function LegalSkeleton({ lang }: { lang: Lang }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-4" data-testid="legal-skeleton">
      <span className="sr-only">{texts[lang].loading}</span>
      <div className="h-6 w-1/3 rounded bg-muted" />
      <div className="h-4 w-full rounded bg-muted" />
      <div className="h-4 w-11/12 rounded bg-muted" />
      <div className="h-4 w-4/5 rounded bg-muted" />
      <div className="h-6 w-1/4 rounded bg-muted" />
      <div className="h-4 w-full rounded bg-muted" />
      <div className="h-4 w-2/3 rounded bg-muted" />
    </div>
  );
}

/** Readable defaults for the administrators' HTML (no typography plugin needed). */
const proseClass = [
  "max-w-none leading-relaxed text-foreground",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2:first-child]:mt-0",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:text-primary [&_a]:underline [&_a:hover]:no-underline",
  "[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-border [&_td]:p-2 [&_hr]:my-8 [&_hr]:border-border",
].join(" ");

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { lang, title, html, pageKey } = loaderData;
  const navigation = useNavigation();
  // Moving to another legal page: show the skeleton instead of the old page's text (public-site.md 2.19).
  const target =
    navigation.state === "loading" && !navigation.formMethod
      ? germanPath(navigation.location.pathname).split("/")[1]
      : null;
  const loadingOther = target !== null && target !== pageKey && isLegalKey(target);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16" data-testid="legal-page">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <div className="mt-8">
        {loadingOther ? (
          <LegalSkeleton lang={lang} />
        ) : (
          // Sanitised on the server with an allow-list (app/lib/text/sanitize-html.server.ts).
          <div className={proseClass} data-testid="legal-content" dangerouslySetInnerHTML={{ __html: html }} />
        )}
        {pageKey === "datenschutz" && !loadingOther ? <VisitorStatisticsNotice lang={lang} /> : null}
      </div>
    </main>
  );
}
