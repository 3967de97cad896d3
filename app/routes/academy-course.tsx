import { COURSE_TEXT_FIELDS, coursePageQueries } from "~/lib/pages/academy.server";
import { detailAlternates, resolveSlug } from "~/lib/pages/detail-slug.server";
import { academyCourses } from "~/lib/admin/types/academy";
import { localizeRow } from "~/lib/i18n/index";
import { localPath } from "~/lib/i18n/lang-path";
import type { Route } from "./+types/academy-course";
import { ACADEMY_COURSE_TEXTS, AcademyCourseView } from "~/components/pages/academy-course-view";
import { loadOrFail } from "~/lib/pages/about-services-projects.server";
import { withRichText } from "~/lib/text/rich-text.server";
import { canonicalUrl, seoPageMeta, siteOrigin } from "~/lib/pages/seo";
import type { PageProblem } from "~/lib/pages/shell";
import { withLibraryAlt } from "~/lib/media/library-alt.server";
import { loadPublicPage, notFound } from "~/lib/pages/shell.server";
import { CONTACT_FALLBACKS, HERO_FALLBACK_IMAGES } from "~/lib/pages/site-defaults";
import { breadcrumbLd, courseLd, ldJson } from "~/lib/pages/structured-data";
import { safeHttpUrl, safeImageSrc } from "~/lib/text/url";
import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import { inPageLanguage } from "~/lib/pages/page-language.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  const { shell, lang, page } = await loadOrFail(request, () =>
    loadPublicPage(request, context, (db) => coursePageQueries(db, slug)),
  );
  const course = slug ? resolveSlug("academy", lang, slug, page[0], page[1]) : null;
  if (!course) {
    const l = addressed(ACADEMY_COURSE_TEXTS, lang, formOfAddress(shell.settings));
    throw notFound(shell, lang, {
      title: l.notFound,
      message: l.notFoundText,
      back: { href: localPath(lang, "/academy"), label: l.back },
    });
  }
  return inPageLanguage(lang, {
    shell,
    lang,
    course: localizeRow(
      {
        ...withRichText(academyCourses.fields, withLibraryAlt(course, lang), lang),
        external_url: safeHttpUrl(course.external_url),
      },
      COURSE_TEXT_FIELDS,
      lang,
    ),
    alternates: detailAlternates("academy", course),
  });
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) {
    const problem = (error as { data?: PageProblem } | undefined)?.data;
    return problem?.title ? [{ title: problem.title }, { name: "robots", content: "noindex" }] : [];
  }
  const { lang, course, shell } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const tags = seoPageMeta({
    title: `${course.title} | ${company}`,
    description: course.description,
    origin,
    path: loaderData.alternates.de,
    alternates: loaderData.alternates,
    lang,
    image: safeImageSrc(course.image_url) ?? HERO_FALLBACK_IMAGES.academy,
    seo: course,
    shell,
  });
  const url = canonicalUrl(tags);
  return [
    ...tags,
    ...ldJson(
      courseLd({ course: { ...course, image: course.og_image || course.image_url }, shell, origin, url }),
      breadcrumbLd({ shell, origin, lang, section: "academy", name: course.title, url }),
    ),
  ];
}

export default function AcademyCourse({ loaderData }: Route.ComponentProps) {
  return <AcademyCourseView lang={loaderData.lang} course={loaderData.course} />;
}
