import { ArrowRight } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import type { PublicMainSection } from "~/lib/pages";
import { sectionIcon } from "~/components/icon";
import { loc, t, type Lang } from "~/lib/i18n";
import { safeHref } from "~/lib/text";
import { clsx as cx } from "clsx";
import { SafeImage } from "./safe-image";
import { PlainEmptyState as EmptyState } from "./ui/plain";

/** Columns from general settings: 2, 3 or 4 on large screens; always 1 on small and 2 on medium. */
function gridColumnsClass(columns: number | null | undefined): string {
  if (columns === 2) return "lg:grid-cols-2";
  if (columns === 4) return "lg:grid-cols-4";
  return "lg:grid-cols-3";
}

type State = { status: "loaded"; sections: PublicMainSection[] } | { status: "error" } | { status: "loading" };

export function MainSectionsGrid({
  state,
  columns,
  lang,
}: {
  state: State;
  columns: number | null | undefined;
  lang: Lang;
}) {
  return (
    <section aria-labelledby="main-sections-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="main-sections-title" className="sr-only">
        {lang === "de" ? "Unsere Bereiche" : "Our areas"}
      </h2>
      {state.status === "loading" ? (
        <p role="status" className="text-center text-muted-foreground">
          {t(lang, "sections.loading")}
        </p>
      ) : state.status === "error" ? (
        <p role="alert" className="text-center text-destructive">
          {t(lang, "sections.error")}
        </p>
      ) : state.sections.length === 0 ? (
        <EmptyState variant="plain">{t(lang, "sections.empty")}</EmptyState>
      ) : (
        <ul
          className={cx("grid grid-cols-1 gap-6 md:grid-cols-2", gridColumnsClass(columns))}
          data-testid="main-sections"
        >
          {state.sections.map((section, i) => {
            const Icon = sectionIcon(section.icon_name);
            const href = safeHref(section.link_path) ?? "/";
            const title = loc(section, "title", lang);
            const inner = (
              <>
                <div className="relative h-44 overflow-hidden">
                  <SafeImage width={1600} height={900} src={section.image_url} alt="" className="card-image" />
                  <span className="card-badge">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold">{title}</h3>
                  <p className="mt-2 flex-1 text-muted-foreground">{loc(section, "description", lang)}</p>
                  <span className="card-more">
                    {/* One text node: React marks the seam between two with a comment. */}
                    {`${t(lang, "sections.more")} `}
                    <ArrowRight className="h-4 w-4" aria-hidden />
                  </span>
                </div>
              </>
            );
            const cardClass = "group card-link";
            return (
              <li key={i}>
                {href.startsWith("/") ? (
                  <LocalLink to={href} prefetch="intent" className={cardClass}>
                    {inner}
                  </LocalLink>
                ) : (
                  <a href={href} target="_blank" rel="noopener noreferrer" className={cardClass}>
                    {inner}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
