import { asc, desc, eq } from "drizzle-orm";
import { Copy, ExternalLink, MousePointerClick } from "~/components/icon";
import { redirectLinks, type RedirectLink } from "~db/schema";
import type { Route } from "./+types/links";
import { PageHero } from "~/components/page-hero";
import { SafeImage } from "~/components/safe-image";
import { useToast } from "~/components/toaster";
import { Enhance } from "~/components/enhance";
import { Button } from "~/components/ui/button";
import { formatGermanDate, type Lang } from "~/lib/i18n";
import { heroPageMeta } from "~/lib/pages";
import { loadPublicPage, pageContentQuery, inPageLanguage } from "~/lib/pages/index.server";
import { EmptyState } from "~/components/ui/empty-state";

/** This page's interface texts (public-site.md 2.18, 8.1): the spec's English wording, and its German twin. */
const texts = {
  de: {
    title: "Links",
    subtitle: "Alle wichtigen Links auf einen Blick",
    count: (n: number) => (n === 1 ? "1 aktive Weiterleitung" : `${n} aktive Weiterleitungen`),
    empty: "Keine Weiterleitungen gefunden",
    copy: "Kopieren",
    copyLabel: (code: string) => `Link /${code} kopieren`,
    open: "Öffnen",
    openLabel: (code: string) => `Link /${code} in neuem Tab öffnen`,
    clicks: (n: number) => (n === 1 ? "1 Klick" : `${n.toLocaleString("de-DE")} Klicks`),
    created: "Erstellt am",
    copied: "Link kopiert!",
    copyFailed: "Kopieren fehlgeschlagen",
  },
  en: {
    title: "Links",
    subtitle: "All important links at a glance",
    count: (n: number) => (n === 1 ? "1 active redirect" : `${n} active redirects`),
    empty: "No redirects found",
    copy: "Copy",
    copyLabel: (code: string) => `Copy link /${code}`,
    open: "Open",
    openLabel: (code: string) => `Open link /${code} in a new tab`,
    clicks: (n: number) => (n === 1 ? "1 click" : `${n.toLocaleString("en-US")} clicks`),
    created: "Created on",
    copied: "Link copied!",
    copyFailed: "Copy failed",
  },
} as const;

/** Both addresses show the same page; search engines get one canonical address. */
const CANONICAL_PATH = "/weiterleitungen";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang, page } = await loadPublicPage(
    request,
    context,
    (db) =>
      [
        // public-site.md 4 and 7.1: only is_active cards, display_order ascending, then newest first.
        db
          .select({
            id: redirectLinks.id,
            short_code: redirectLinks.short_code,
            description: redirectLinks.description,
            detailed_description: redirectLinks.detailed_description,
            image_url: redirectLinks.image_url,
            click_count: redirectLinks.click_count,
            created_at: redirectLinks.created_at,
          })
          .from(redirectLinks)
          .where(eq(redirectLinks.is_active, true))
          .orderBy(asc(redirectLinks.display_order), desc(redirectLinks.created_at)),
        pageContentQuery(db, "weiterleitungen"),
      ] as const,
  );
  const [links, pageRows] = page;
  return inPageLanguage(lang, { shell, lang, links, page: pageRows[0] ?? null });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  return heroPageMeta({
    matches,
    lang,
    page,
    shell,
    pageKey: "weiterleitungen",
    path: CANONICAL_PATH,
    fallback: { title: texts[lang].title, description: texts[lang].subtitle },
  });
}

type Card = Pick<
  RedirectLink,
  "id" | "short_code" | "description" | "detailed_description" | "image_url" | "click_count"
> & {
  created_at: RedirectLink["created_at"] | string;
};

function LinkCard({ link, lang }: { link: Card; lang: Lang }) {
  const { toast } = useToast();
  const l = texts[lang];
  const path = `/${link.short_code}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      toast({ title: l.copied });
    } catch {
      toast({ title: l.copyFailed, variant: "destructive" });
    }
  }
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      data-testid="redirect-card"
    >
      {link.image_url ? (
        <div className="h-40 overflow-hidden">
          <SafeImage width={1600} height={900} src={link.image_url} alt="" className="h-full w-full object-cover" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-6">
        <h2 className="font-mono text-lg font-semibold text-primary">{path}</h2>
        {link.description ? <p className="font-semibold">{link.description}</p> : null}
        {link.detailed_description ? (
          <p className="text-sm text-muted-foreground">{link.detailed_description}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1" data-testid="click-count">
            <MousePointerClick className="h-4 w-4" aria-hidden />
            {l.clicks(link.click_count)}
          </span>
          <span>
            {l.created} {formatGermanDate(link.created_at)}
          </span>
        </p>
        <div className="flex gap-2 pt-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={copy}
            aria-label={l.copyLabel(link.short_code)}
            // A page without React copies with app/enhance/copy.ts.
            data-copy={path}
            data-copied={l.copied}
            data-copy-failed={l.copyFailed}
          >
            <Copy className="h-4 w-4" aria-hidden />
            {l.copy}
          </Button>
          <Button asChild size="sm">
            {/* Through the short link itself, so opening it counts as a click. */}
            <a href={path} target="_blank" rel="noopener" aria-label={l.openLabel(link.short_code)}>
              <ExternalLink className="h-4 w-4" aria-hidden />
              {l.open}
            </a>
          </Button>
          <Enhance name="copy" />
        </div>
      </div>
    </li>
  );
}

export default function Links({ loaderData }: Route.ComponentProps) {
  const { lang, links, page } = loaderData;
  const l = texts[lang];
  return (
    <main id="main">
      <PageHero page={page} pageKey="weiterleitungen" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="redirects-count">
        <p id="redirects-count" className="mb-8 text-center text-lg font-semibold" data-testid="redirects-count">
          {l.count(links.length)}
        </p>
        {links.length === 0 ? (
          <EmptyState variant="plain">{l.empty}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {links.map((link) => (
              <LinkCard key={link.id} link={link} lang={lang} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
