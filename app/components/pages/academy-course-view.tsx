import { Clock, GraduationCap, Layers, Users } from "~/components/icon";
import { LongText } from "./parts/long-text";
import { CardImage, CornerBadge } from "./parts/card";
import { DetailLayout, DetailTitle } from "./parts/detail-layout";
import { DetailCta } from "./parts/links";
import { Price } from "./parts/pill";
import { StarRating } from "~/components/star-rating";
import { Facts } from "./parts/facts";
import { fallbackLang, type Lang } from "~/lib/i18n";
import type { AcademyCourse } from "~db/schema";

/** This page's interface texts (public-site.md 2.13, 8.2); English keeps the spec's wording. */
export const ACADEMY_COURSE_TEXTS = {
  de: {
    back: "Zurück zur Akademie",
    notFound: "Kurs nicht gefunden",
    notFoundText: "Diesen Kurs gibt es nicht (mehr). In der Akademie finden Sie alle aktuellen Kurse.",
    featured: "Empfohlen",
    instructor: "Kursleitung",
    duration: "Dauer",
    modules: (n: number) => (n === 1 ? "1 Modul" : `${n} Module`),
    students: (n: number) => (n === 1 ? "1 Teilnehmer:in" : `${n.toLocaleString("de-DE")} Teilnehmende`),
    price: "Preis",
    explore: "Kurs entdecken",
    newTab: "(öffnet in neuem Tab)",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    notFoundText: "Diesen Kurs gibt es nicht (mehr). In der Akademie findest du alle aktuellen Kurse.",
  },
  en: {
    back: "Back to the academy",
    notFound: "Course not found",
    notFoundText: "This course does not exist (any more). The academy lists all current courses.",
    featured: "Featured",
    instructor: "Instructor",
    duration: "Duration",
    modules: (n: number) => (n === 1 ? "1 module" : `${n} modules`),
    students: (n: number) => (n === 1 ? "1 student" : `${n.toLocaleString("en-US")} students`),
    price: "Price",
    explore: "Explore Course",
    newTab: "(opens in a new tab)",
  },
};

/**
 * /academy/{slug}. A course has a page only while its details button is on: that switch is what links
 * the card to this page, so a course without it (or an unknown slug) answers 404 'Course not found'
 * rather than an unlinked page search engines could still find.
 */
/** The page as visitors see it: the public route and the preview of a draft render this. */
export function AcademyCourseView({
  lang,
  course,
}: {
  lang: Lang;
  course: Omit<AcademyCourse, "external_url"> & { external_url: string | null; image_alt?: string | null };
}) {
  const l = ACADEMY_COURSE_TEXTS[lang];
  return (
    <DetailLayout
      back={{ to: "/academy", text: l.back }}
      testId="course-detail"
      image={
        <CardImage
          src={course.image_url}
          alt={course.image_alt ?? course.title}
          eager
          className="aspect-video md:aspect-square"
          badge={<CornerBadge show={course.featured}>{l.featured}</CornerBadge>}
        />
      }
    >
      <DetailTitle lang={fallbackLang(course, "title")}>{course.title}</DetailTitle>
      <StarRating rating={course.rating} lang={lang} />
      <Facts
        className="grid grid-cols-1 gap-2 text-muted-foreground sm:grid-cols-2"
        itemClassName="flex items-center gap-2"
        iconClassName="h-5 w-5 shrink-0"
        lead={
          <li className="flex items-center gap-2 sm:col-span-2" data-testid="course-instructor">
            <GraduationCap className="h-5 w-5 shrink-0" aria-hidden />
            <span>
              <span className="font-medium text-foreground">{l.instructor}:</span> {course.instructor}
            </span>
          </li>
        }
        facts={[{ icon: Clock, label: l.duration, value: course.duration, lang: fallbackLang(course, "duration") }]}
      >
        <CourseCounts
          course={course}
          lang={lang}
          className="flex items-center gap-2"
          wide="sm:col-span-2"
          iconClassName="h-5 w-5 shrink-0"
        />
      </Facts>
      <LongText
        html={course.detailed_description}
        text={course.description}
        title={course.title}
        className="text-lg"
        testId="course-description"
      />
      <Price label={l.price} testId="course-price">
        {course.price}
      </Price>
      <DetailCta href={course.external_url} newTab={l.newTab} iconLast>
        {l.explore}
      </DetailCta>
    </DetailLayout>
  );
}

/** A course's modules and students, as its card and its page list them (no names: the text says it). */
export function CourseCounts({
  course,
  lang,
  className,
  wide,
  iconClassName,
}: {
  course: { modules: number; students: number };
  lang: Lang;
  className: string;
  wide: string;
  iconClassName: string;
}) {
  const l = ACADEMY_COURSE_TEXTS[lang];
  return (
    <>
      <li className={className}>
        <Layers className={iconClassName} aria-hidden />
        {l.modules(course.modules)}
      </li>
      <li className={`${wide} ${className}`}>
        <Users className={iconClassName} aria-hidden />
        {l.students(course.students)}
      </li>
    </>
  );
}
