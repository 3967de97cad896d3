import { DETAIL_TYPES, LIST_TYPES } from "../admin/public-pages";
import { englishSegments } from "../i18n/lang-path";

// The site's own pages that are not content types' (app/routes.ts).
const OWN_PAGES = ["kontakt", "impressum", "datenschutz", "cookies", "weiterleitungen", "links"];

/**
 * The speculation rules of a public page (decision 0069): the browser fetches a same-site page when
 * the visitor shows the intent to open it (pointer resting on or pressing a link: "moderate"), and
 * the page cache answers it. Only the site's own pages by their first segment: a short link
 * (/<code>) is never fetched ahead, because every fetch of one counts a click; neither are signed
 * newsletter links, feeds and calendars, nor anything of the back office.
 */
function rules(): string {
  const segments = [...new Set([...OWN_PAGES, ...LIST_TYPES, ...DETAIL_TYPES].map(firstSegment))];
  const german = segments.flatMap((s) => [`/${s}`, `/${s}/*`]);
  const table = englishSegments();
  const english = segments.map((s) => table[s] ?? s).flatMap((s) => [`/en/${s}`, `/en/${s}/*`]);
  return JSON.stringify({
    prefetch: [
      {
        where: {
          and: [
            { href_matches: ["/", "/en", ...german, ...english] },
            { not: { href_matches: ["/*.xml", "/*.ics"] } },
            { not: { selector_matches: "[download], [target=_blank]" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  });
}

function firstSegment(page: string | { page: { path: string } }): string {
  const path = typeof page === "string" ? page : page.page.path;
  return path.split("/")[0]!;
}

export const SPECULATION_RULES = rules();
