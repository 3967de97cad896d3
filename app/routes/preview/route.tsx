import { Eye } from "~/components/icon";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { isLang, type Lang } from "~/lib/i18n";
import { loadPublicPage, notFound } from "~/lib/pages/index.server";
import { pageViewOf } from "~/components/pages/views";
import { loadPreview, type PreviewRecord } from "./preview.server";
import { HYDRATE } from "~/lib/pages";
import { publicTypeOf } from "~/lib/admin";

/*
 * /vorschau/<type>/<draft id>?exp&sig — a draft as its public page will show it, for anyone holding
 * a valid link, without an account. Never cached (private, no-store for the whole path, see
 * http-cache.server.ts), never indexed, and marked with a bar; an expired or altered link is a 404.
 */

const texts = {
  de: {
    bar: "Vorschau",
    note: "Diese Seite ist noch nicht veröffentlicht.",
    expiredTitle: "Vorschau abgelaufen",
    expired:
      "Dieser Vorschau-Link ist abgelaufen oder ungültig. Einen neuen Link gibt es bei der Person, die ihn geteilt hat.",
    other: "English",
  },
  en: {
    bar: "Preview",
    note: "This page is not published yet.",
    expiredTitle: "Preview expired",
    expired: "This preview link has expired or is not valid. Please ask for a new link.",
    other: "Deutsch",
  },
} as const;

/** This route loads React in the browser (decision 0069). */
export const handle = HYDRATE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { shell, lang: visitorLang } = await loadPublicPage(request, context, () => [] as const);
  // The link may name the language to show (either one), else the visitor's own.
  const asked = url.searchParams.get("lang");
  const lang: Lang = asked && isLang(asked) ? asked : visitorLang;
  const record = await loadPreview(context, params, url, lang);
  if (!record) {
    const l = texts[lang];
    throw notFound(shell, lang, { title: l.expiredTitle, message: l.expired, back: { href: "/", label: "Home" } });
  }
  const other = new URL(url);
  other.searchParams.set("lang", lang === "de" ? "en" : "de");
  return { shell, lang, record, otherLanguage: `${other.pathname}${other.search}` };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `${texts[loaderData.lang].bar}: ${loaderData.record.title}` : texts.de.expiredTitle;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { lang, record, otherLanguage } = loaderData;
  const l = texts[lang];
  return (
    <>
      <div
        role="note"
        aria-label={l.bar}
        className="sticky top-16 z-20 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-semibold text-black"
        data-testid="preview-bar"
      >
        <span className="inline-flex items-center gap-2">
          <Eye className="h-4 w-4" aria-hidden />
          {l.bar}
        </span>
        <span className="font-normal">{l.note}</span>
        <Link to={otherLanguage} reloadDocument className="underline underline-offset-2">
          {l.other}
        </Link>
      </div>
      <PreviewView lang={lang} record={record} />
    </>
  );
}

/**
 * The public page's own view of the record (its type's view file, decision 0067), looked up through the
 * registry: the one hydrated page with the site frame needs the types' English words (page.english)
 * in the browser too, and the definitions add them as they load (decision 0076).
 */
function PreviewView({ lang, record }: { lang: Lang; record: PreviewRecord }) {
  const def = publicTypeOf(record.key);
  const views = def && pageViewOf(def.key);
  const View = views?.Detail ?? views?.Preview;
  return View ? <View lang={lang} data={record.record} /> : null;
}
