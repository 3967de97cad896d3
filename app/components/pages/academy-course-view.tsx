import { ArrowLeft, Clock, ExternalLink, GraduationCap, Layers, Users } from "~/components/icon";
import { RichText } from "~/components/rich-text";
import { LocalLink } from "~/components/local-link";
import { SafeImage } from "~/components/safe-image";
import { StarRating } from "~/components/star-rating";
import { IconFact } from "~/components/icon-fact";
import { fallbackLang, type Lang } from "~/lib/i18n";
import type { AcademyCourse } from "~db/schema";
import { buttonVariants } from "~/components/ui/button";

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
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <LocalLink
        to="/academy"
        prefetch="intent"
        className="inline-flex items-center gap-2 font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {l.back}
      </LocalLink>
      <article className="mt-8 grid grid-cols-1 gap-10 md:grid-cols-2" data-testid="course-detail">
        <div className="relative overflow-hidden rounded-2xl bg-muted">
          <SafeImage
            width={1600}
            height={900}
            src={course.image_url}
            alt={course.image_alt ?? course.title}
            loading="eager"
            className="aspect-video w-full object-cover md:aspect-square"
          />
          {course.featured ? (
            <span className="absolute left-3 top-3 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
              {l.featured}
            </span>
          ) : null}
        </div>
        <div className="flex flex-col gap-5">
          <h1
            className="text-3xl font-bold leading-tight tracking-tight md:text-4xl"
            lang={fallbackLang(course, "title")}
          >
            {course.title}
          </h1>
          <StarRating rating={course.rating} lang={lang} />
          <ul className="grid grid-cols-1 gap-2 text-muted-foreground sm:grid-cols-2">
            <li className="flex items-center gap-2 sm:col-span-2" data-testid="course-instructor">
              <GraduationCap className="h-5 w-5 shrink-0" aria-hidden />
              <span>
                <span className="font-medium text-foreground">{l.instructor}:</span> {course.instructor}
              </span>
            </li>
            <IconFact
              icon={Clock}
              label={l.duration}
              className="flex items-center gap-2"
              iconClassName="h-5 w-5 shrink-0"
              lang={fallbackLang(course, "duration")}
            >
              {course.duration}
            </IconFact>
            <li className="flex items-center gap-2">
              <Layers className="h-5 w-5 shrink-0" aria-hidden />
              {l.modules(course.modules)}
            </li>
            <li className="flex items-center gap-2 sm:col-span-2">
              <Users className="h-5 w-5 shrink-0" aria-hidden />
              {l.students(course.students)}
            </li>
          </ul>
          {course.detailed_description?.trim() ? (
            <RichText
              html={course.detailed_description}
              title={course.title}
              className="text-lg"
              data-testid="course-description"
            />
          ) : (
            <p className="whitespace-pre-line text-lg leading-relaxed" data-testid="course-description">
              {course.description}
            </p>
          )}
          <p className="text-3xl font-bold" data-testid="course-price">
            <span className="sr-only">{l.price}: </span>
            {course.price}
          </p>
          {course.external_url ? (
            <a
              href={course.external_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: "lg", className: "self-start" })}
            >
              {l.explore}
              <ExternalLink className="h-5 w-5" aria-hidden />
              <span className="sr-only">{l.newTab}</span>
            </a>
          ) : null}
        </div>
      </article>
    </main>
  );
}
