import { ExternalLink } from "~/components/icon";
import { libraryAlt } from "~/lib/media";
import type { PublicIndexSection } from "~/lib/pages";
import { loc, type Lang, localPath } from "~/lib/i18n";
import { safeHref, safeImageSrc, shadedBackground } from "~/lib/text";
import { clsx as cx } from "clsx";
import { Eyebrow, SideImage } from "./pages/parts/split";
import { buttonVariants } from "~/components/ui/plain";

/** Index sections of a page: text and image side by side; layout text-right flips the sides. */
export function IndexSections({ sections, lang }: { sections: PublicIndexSection[]; lang: Lang }) {
  if (sections.length === 0) return null;
  return (
    <div className="space-y-0" data-testid="index-sections">
      {sections.map((section, i) => {
        const link = section.has_external_link ? safeHref(section.external_link) : null;
        const sameWindow = section.link_on_page;
        const background = safeImageSrc(section.background_image);
        const subtitle = loc(section, "subtitle", lang);
        return (
          <section
            key={i}
            className={cx("relative py-16", background ? "text-white" : "odd:bg-muted/50")}
            style={background ? shadedBackground(background, 0.78) : undefined}
          >
            <div
              className={cx(
                "mx-auto flex max-w-7xl flex-col items-center gap-10 px-4",
                section.layout === "text-right" ? "md:flex-row-reverse" : "md:flex-row",
              )}
            >
              <div className="flex-1 space-y-4">
                {subtitle ? <Eyebrow onDark={Boolean(background)}>{subtitle}</Eyebrow> : null}
                <h2 className="text-3xl font-bold tracking-tight">{loc(section, "title", lang)}</h2>
                <p
                  className={cx("whitespace-pre-line text-lg", background ? "text-white/90" : "text-muted-foreground")}
                >
                  {loc(section, "description", lang)}
                </p>
                {link ? (
                  <a
                    href={localPath(lang, link)}
                    target={sameWindow ? "_self" : "_blank"}
                    rel={sameWindow ? undefined : "noopener noreferrer"}
                    className={buttonVariants({ size: "lg" })}
                  >
                    {lang === "de" ? "Mehr erfahren" : "Learn more"}
                    {sameWindow ? null : <ExternalLink className="h-4 w-4" aria-hidden />}
                  </a>
                ) : null}
              </div>
              <SideImage src={section.content_image} alt={libraryAlt(section, lang) ?? loc(section, "title", lang)} />
            </div>
          </section>
        );
      })}
    </div>
  );
}
