import { Award, BookOpen, Clock, GraduationCap, Monitor, Users } from "~/components/icon";
import { Pager } from "~/components/pager";
import type { AcademyCourse } from "~db/schema";
import { IndexSections } from "~/components/index-sections";
import { StarRating } from "~/components/star-rating";
import { fallbackLang, type Lang } from "~/lib/i18n";
import { safeHttpUrl } from "~/lib/text";

import type { AcademyList } from "~/lib/admin/index.server";
import type { PublicPageContent } from "~/lib/pages";
import { ACADEMY_COURSE_TEXTS, AcademyCourseView, CourseCounts } from "./academy-course-view";
import { Card, CardImage, CornerBadge } from "./parts/card";
import { CardSection } from "./parts/card-section";
import { Facts } from "./parts/facts";
import { DetailsLink, NewTabLink } from "./parts/links";
import { Price } from "./parts/pill";
import { heroListTexts, notFoundFrom, pageView } from "./page-view";
import { TiledHero } from "./parts/tiled-hero";

/* The academy's public views (decision 0067): its list page (public-site.md 2.13) and a course's page. */

/** This page's interface texts (public-site.md 2.13); the spec's English wording is kept as is. */
const texts = {
  de: {
    title: "Akademie",
    subtitle: "Online-Kurse für mehr Glück und Lebensfreude",
    tilesLabel: "Was die Akademie bietet",
    tiles: [
      { icon: Monitor, title: "Online-Kurse", text: "Lernen mit Videos, Übungen und Arbeitsblättern" },
      { icon: Users, title: "Community", text: "Austausch mit anderen Teilnehmenden" },
      { icon: Award, title: "Zertifikate", text: "Abschlusszertifikat für jeden Kurs" },
      { icon: Clock, title: "Flexibel", text: "Lernen im eigenen Tempo, zu jeder Zeit und an jedem Ort" },
    ],
    coursesTitle: "Unsere Kurse",
    exploreLabel: (title: string) => `Kurs entdecken: „${title}“ (öffnet in neuem Tab)`,
    details: "Details",
    detailsLabel: (title: string) => `Details zum Kurs „${title}“`,
    empty: "Derzeit sind keine Kurse verfügbar.",
  },
  en: {
    title: "Academy",
    subtitle: "Online courses for more happiness and joy in life",
    tilesLabel: "What the academy offers",
    tiles: [
      { icon: Monitor, title: "Online courses", text: "Learn with videos, exercises and worksheets" },
      { icon: Users, title: "Community", text: "Connect with other participants" },
      { icon: Award, title: "Certificates", text: "A certificate for every course you complete" },
      { icon: Clock, title: "Flexible", text: "Learn when and where it suits you" },
    ],
    coursesTitle: "Our courses",
    exploreLabel: (title: string) => `Explore Course: "${title}" (opens in a new tab)`,
    details: "Details",
    detailsLabel: (title: string) => `Details of the course "${title}"`,
    empty: "No courses are available at the moment.",
  },
} as const;

function CourseCard({
  course,
  lang,
}: {
  course: AcademyCourse & { page_path: string | null; image_alt: string | null };
  lang: Lang;
}) {
  const l = texts[lang];
  const c = ACADEMY_COURSE_TEXTS[lang];
  const href = safeHttpUrl(course.external_url);
  // The course's own page, where the academy type's rule gives it one (its definition's page.detail).
  const detailsHref = course.page_path;
  return (
    <Card
      testId="course-card"
      image={
        <CardImage
          src={course.image_url}
          alt={course.image_alt ?? course.title}
          badge={<CornerBadge show={course.featured}>{c.featured}</CornerBadge>}
        />
      }
    >
      <StarRating rating={course.rating} lang={lang} />
      <h3 className="text-xl font-semibold" lang={fallbackLang(course, "title")}>
        {course.title}
      </h3>
      <p className="text-muted-foreground" lang={fallbackLang(course, "description")}>
        {course.description}
      </p>
      <Facts
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-muted-foreground"
        itemClassName="flex items-center gap-2"
        iconClassName="h-4 w-4 shrink-0"
        facts={[
          { icon: GraduationCap, label: c.instructor, value: course.instructor, className: "col-span-2" },
          { icon: Clock, label: c.duration, value: course.duration, lang: fallbackLang(course, "duration") },
        ]}
      >
        <CourseCounts
          course={course}
          lang={lang}
          className="flex items-center gap-2"
          wide="col-span-2"
          iconClassName="h-4 w-4 shrink-0"
        />
      </Facts>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
        <Price label={c.price} className="text-2xl font-bold">
          {course.price}
        </Price>
        <div className="flex flex-wrap gap-2">
          {detailsHref ? (
            <DetailsLink
              to={detailsHref}
              label={l.detailsLabel(course.title)}
              className="inline-flex items-center gap-2 rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/10"
            >
              {l.details}
            </DetailsLink>
          ) : null}
          {href ? (
            <NewTabLink href={href} label={l.exploreLabel(course.title)} iconLast>
              {c.explore}
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function AcademyList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: AcademyList }) {
  const { courses, paging, indexSections, video } = data;
  const l = texts[lang];
  return (
    <main id="main">
      {/* The academy video of the general settings. */}
      <TiledHero hero={hero} pageKey="academy" lang={lang} texts={l} video={{ url: video, testId: "academy-video" }} />
      <CardSection
        id="courses-title"
        title={l.coursesTitle}
        icon={BookOpen}
        items={courses}
        empty={{ text: l.empty, testId: "courses-empty" }}
      >
        {(course) => <CourseCard key={course.id} course={course} lang={lang} />}
      </CardSection>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <Pager paging={paging} lang={lang} />
      </div>
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}

export const page = pageView("academy", {
  List: AcademyList,
  listTexts: heroListTexts(texts),
  Detail: ({ lang, data }: { lang: Lang; data: Parameters<typeof AcademyCourseView>[0]["course"] }) => (
    <AcademyCourseView lang={lang} course={data} />
  ),
  notFound: notFoundFrom(ACADEMY_COURSE_TEXTS),
});

declare module "./page-view" {
  interface PageViews {
    academy: typeof page;
  }
}
