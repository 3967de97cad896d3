import {
  ArrowRight,
  Award,
  BookOpen,
  Clock,
  ExternalLink,
  GraduationCap,
  Layers,
  Monitor,
  Users,
} from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import { Pager } from "~/components/pager";
import type { AcademyCourse } from "~db/schema";
import { FeatureTiles } from "~/components/feature-tiles";
import { IndexSections } from "~/components/index-sections";
import { HeroVideoButton } from "~/components/hero-video-button";
import { PageHero } from "~/components/page-hero";
import { SafeImage } from "~/components/safe-image";
import { StarRating } from "~/components/star-rating";
import { IconFact } from "~/components/icon-fact";
import { fallbackLang, type Lang } from "~/lib/i18n";
import { safeHttpUrl } from "~/lib/text/url";
import { EmptyState } from "~/components/ui/empty-state";
import { buttonVariants } from "~/components/ui/button";

import type { AcademyList } from "~/lib/admin/types/academy.page.server";
import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import type { PublicPageContent } from "~/lib/pages/shell";
import { ACADEMY_COURSE_TEXTS, AcademyCourseView } from "./academy-course-view";
import { pageView } from "./page-view";

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
    featured: "Empfohlen",
    instructor: "Kursleitung",
    duration: "Dauer",
    modules: (n: number) => (n === 1 ? "1 Modul" : `${n} Module`),
    students: (n: number) => (n === 1 ? "1 Teilnehmer:in" : `${n.toLocaleString("de-DE")} Teilnehmende`),
    price: "Preis",
    explore: "Kurs entdecken",
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
    featured: "Featured",
    instructor: "Instructor",
    duration: "Duration",
    modules: (n: number) => (n === 1 ? "1 module" : `${n} modules`),
    students: (n: number) => (n === 1 ? "1 student" : `${n.toLocaleString("en-US")} students`),
    price: "Price",
    explore: "Explore Course",
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
  const href = safeHttpUrl(course.external_url);
  // The course's own page, where the academy type's rule gives it one (its definition's page.detail).
  const detailsHref = course.page_path;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      data-testid="course-card"
    >
      <div className="relative aspect-video overflow-hidden">
        <SafeImage
          width={1600}
          height={900}
          src={course.image_url}
          alt={course.image_alt ?? course.title}
          className="h-full w-full object-cover"
        />
        {course.featured ? (
          <span className="absolute left-3 top-3 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
            {l.featured}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <StarRating rating={course.rating} lang={lang} />
        <h3 className="text-xl font-semibold" lang={fallbackLang(course, "title")}>
          {course.title}
        </h3>
        <p className="text-muted-foreground" lang={fallbackLang(course, "description")}>
          {course.description}
        </p>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <IconFact
            icon={GraduationCap}
            label={l.instructor}
            className="col-span-2 flex items-center gap-2"
            iconClassName="h-4 w-4 shrink-0"
          >
            {course.instructor}
          </IconFact>
          <IconFact
            icon={Clock}
            label={l.duration}
            className="flex items-center gap-2"
            iconClassName="h-4 w-4 shrink-0"
            lang={fallbackLang(course, "duration")}
          >
            {course.duration}
          </IconFact>
          <li className="flex items-center gap-2">
            <Layers className="h-4 w-4 shrink-0" aria-hidden />
            {l.modules(course.modules)}
          </li>
          <li className="col-span-2 flex items-center gap-2">
            <Users className="h-4 w-4 shrink-0" aria-hidden />
            {l.students(course.students)}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
          <p className="text-2xl font-bold">
            <span className="sr-only">{l.price}: </span>
            {course.price}
          </p>
          <div className="flex flex-wrap gap-2">
            {detailsHref ? (
              <LocalLink
                to={detailsHref}
                prefetch="intent"
                aria-label={l.detailsLabel(course.title)}
                className="inline-flex items-center gap-2 rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/10"
              >
                {l.details}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </LocalLink>
            ) : null}
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={l.exploreLabel(course.title)}
                className={buttonVariants()}
              >
                {l.explore}
                <ExternalLink className="h-4 w-4" aria-hidden />
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}

function AcademyList({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: AcademyList }) {
  const { courses, paging, indexSections, video } = data;
  const l = texts[lang];
  return (
    <main id="main">
      <PageHero page={hero} pageKey="academy" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }}>
        {/* The academy video of the general settings. */}
        <HeroVideoButton url={video} lang={lang} testId="academy-video" />
        <FeatureTiles tiles={l.tiles} label={l.tilesLabel} />
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="courses-title">
        <h2 id="courses-title" className="mb-8 flex items-center gap-2 text-3xl font-bold tracking-tight">
          <BookOpen className="h-7 w-7 text-primary" aria-hidden />
          {l.coursesTitle}
        </h2>
        {courses.length === 0 ? (
          <EmptyState variant="card" data-testid="courses-empty">
            {l.empty}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {courses.map((course) => (
              <CourseCard key={course.id} course={course} lang={lang} />
            ))}
          </ul>
        )}
        <Pager paging={paging} lang={lang} className="mt-10" />
      </section>
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}

export const page = pageView("academy", {
  List: AcademyList,
  listTexts: (lang) => ({ title: texts[lang].title, description: texts[lang].subtitle }),
  Detail: ({ lang, data }: { lang: Lang; data: Parameters<typeof AcademyCourseView>[0]["course"] }) => (
    <AcademyCourseView lang={lang} course={data} />
  ),
  notFound: (lang, settings) => {
    const l = addressed(ACADEMY_COURSE_TEXTS, lang, formOfAddress(settings));
    return { title: l.notFound, message: l.notFoundText, back: l.back };
  },
});

declare module "./page-view" {
  interface PageViews {
    academy: typeof page;
  }
}
