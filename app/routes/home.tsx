import { useNavigation } from "react-router";
import type { Route } from "./+types/home";
import { HeroSlideshow } from "~/components/hero-slideshow";
import { IndexSections } from "~/components/index-sections";
import { MainSectionsGrid } from "~/components/main-sections-grid";
import { NewsletterForm } from "~/components/newsletter-form";
import { homeQueries, loadPublicPage, inPageLanguage } from "~/lib/pages/index.server";
import { loc } from "~/lib/i18n";
import { seoPageMeta, siteOrigin, CONTACT_FALLBACKS, ldJson, organizationLd, type PageSettings } from "~/lib/pages";

const loadAll = ({ request, context }: Route.LoaderArgs) => loadPublicPage(request, context, homeQueries);
type MainSectionRows = Awaited<ReturnType<typeof loadAll>>["page"][3];

/** The page's reads; if only the main sections' read is broken, the page still renders with the grid's error state. */
async function loadHome(args: Route.LoaderArgs) {
  const { request, context } = args;
  try {
    return { ...(await loadAll(args)), mainSectionsFailed: false };
  } catch (error) {
    console.error("home batch failed, retrying without main sections", error);
    const partial = await loadPublicPage(request, context, (db) => {
      const [heroes, sections, pageContent] = homeQueries(db);
      return [heroes, sections, pageContent] as const;
    });
    const [heroes, sections, pageContent] = partial.page;
    const noMainSections: MainSectionRows = [];
    return { ...partial, page: [heroes, sections, pageContent, noMainSections] as const, mainSectionsFailed: true };
  }
}

export async function loader(args: Route.LoaderArgs) {
  const { shell, pageSettings, lang, page, mainSectionsFailed } = await loadHome(args);
  const [heroes, indexSections, pageContent, mainSections] = page;
  return inPageLanguage(lang, {
    shell,
    lang,
    homeSettings: homeSettings(pageSettings),
    heroes,
    indexSections,
    page: pageContent[0] ?? null,
    mainSections,
    mainSectionsFailed,
  });
}

/** What the home page shows of the page-only settings: the slides' defaults and the grid's columns. */
function homeSettings(settings: PageSettings | null) {
  return {
    video: settings?.video_index ?? null,
    startLink: settings?.jetzt_sarten ?? null,
    columns: settings?.main_sections_grid_columns ?? null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { lang, page, shell } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const title = page ? `${loc(page, "title", lang)} | ${company}` : company;
  const description = page
    ? loc(page, "description", lang)
    : (shell.settings && loc(shell.settings, "slogan", lang)) || CONTACT_FALLBACKS.slogan[lang];
  return [
    ...seoPageMeta({
      title,
      description,
      origin,
      path: "/",
      lang,
      image: page?.hero_background_image || loaderData.heroes[0]?.background_image,
      seo: page,
      shell,
    }),
    ...ldJson(organizationLd(shell, origin)),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, heroes, mainSections, mainSectionsFailed, indexSections, homeSettings } = loaderData;
  const navigation = useNavigation();
  const reloading = navigation.state === "loading" && navigation.location.pathname === "/" && !navigation.formMethod;
  const gridState = reloading
    ? ({ status: "loading" } as const)
    : mainSectionsFailed
      ? ({ status: "error" } as const)
      : ({ status: "loaded", sections: mainSections } as const);
  return (
    <main id="main">
      <HeroSlideshow
        rows={heroes}
        lang={lang}
        defaults={{ video: homeSettings.video, startLink: homeSettings.startLink }}
      />
      <MainSectionsGrid state={gridState} columns={homeSettings.columns} lang={lang} />
      <IndexSections sections={indexSections} lang={lang} />
      <NewsletterForm lang={lang} />
    </main>
  );
}
