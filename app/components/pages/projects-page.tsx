import { ExternalLink, Star } from "~/components/icon";
import { CallToAction } from "~/components/call-to-action";
import { IndexSections } from "~/components/index-sections";
import { PageHero } from "~/components/page-hero";
import { SafeImage } from "~/components/safe-image";
import { shadedBackground } from "~/lib/text";
import { cn } from "~/lib/utils";
import { EmptyState } from "~/components/ui/empty-state";
import { fallbackLang, type Lang } from "~/lib/i18n";
import type { ProjectsList } from "~/lib/admin/index.server";
import type { PublicPageContent } from "~/lib/pages";
import { heroListTexts, pageView } from "./page-view";

/* The projects page (public-site.md 2.7, decision 0067). */

/** This page's interface texts (public-site.md 2.7). */
const texts = {
  de: {
    title: "Projekte",
    subtitle: "Eine Auswahl unserer Arbeit",
    empty: "Noch keine Projekte vorhanden.",
    visit: "Projekt ansehen",
    visitLabel: (title: string) => `Projekt ${title} ansehen (öffnet in neuem Tab)`,
    skills: "Schwerpunkte",
    featured: "Hervorgehoben",
  },
  en: {
    title: "Projects",
    subtitle: "A selection of our work",
    empty: "No projects yet.",
    visit: "Visit project",
    visitLabel: (title: string) => `Visit project ${title} (opens in a new tab)`,
    skills: "Skills",
    featured: "Featured",
  },
} as const;

function ProjectsPage({ lang, hero, data }: { lang: Lang; hero: PublicPageContent | null; data: ProjectsList }) {
  const { projects, indexSections } = data;
  const l = texts[lang];
  return (
    <main id="main">
      <PageHero page={hero} pageKey="projects" lang={lang} fallback={{ title: l.title, subtitle: l.subtitle }} />
      <section className="mx-auto max-w-7xl px-4 py-16" aria-label={l.title}>
        {projects.length === 0 ? (
          <EmptyState variant="plain" data-testid="projects-empty">
            {l.empty}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="projects">
            {projects.map((project) => (
              <li
                key={project.id}
                className={cn(
                  "flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm",
                  project.featured ? "border-primary ring-2 ring-primary/40" : "border-border",
                )}
                data-testid="project-card"
                data-featured={project.featured ? "true" : undefined}
              >
                <SafeImage
                  width={1600}
                  height={1000}
                  src={project.image_url}
                  alt={project.image_alt ?? project.title}
                  className="aspect-[16/10] w-full object-cover"
                />
                {/* The project's hero image carries its title, like a section hero. */}
                <div
                  className={cn(
                    "flex flex-col items-start gap-2 px-6",
                    project.hero_image ? "bg-slate-900 bg-cover bg-center py-6 text-white" : "pt-6",
                  )}
                  style={project.hero_image ? shadedBackground(project.hero_image, 0.7) : undefined}
                  data-testid={project.hero_image ? "project-hero" : undefined}
                >
                  {project.featured ? (
                    <span
                      className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-3 py-1 text-xs font-semibold text-slate-900"
                      data-testid="project-featured"
                    >
                      <Star className="h-3.5 w-3.5" aria-hidden />
                      {l.featured}
                    </span>
                  ) : null}
                  <h2 className="text-xl font-semibold" lang={fallbackLang(project, "title")}>
                    {project.title}
                  </h2>
                </div>
                <div className="flex flex-1 flex-col gap-3 px-6 pb-6 pt-3">
                  {project.description ? (
                    <p className="text-muted-foreground" lang={fallbackLang(project, "description")}>
                      {project.description}
                    </p>
                  ) : null}
                  {project.skills.length > 0 ? (
                    <ul className="flex flex-wrap gap-2" aria-label={l.skills} data-testid="project-skills">
                      {project.skills.map((skill, i) => (
                        <li
                          key={`${i}-${skill}`}
                          className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary"
                        >
                          {skill}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {project.url ? (
                    <a
                      href={project.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={l.visitLabel(project.title)}
                      className="mt-auto inline-flex items-center gap-2 self-start pt-2 font-semibold text-primary hover:underline"
                    >
                      {l.visit}
                      <ExternalLink className="h-4 w-4" aria-hidden />
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CallToAction lang={lang} />
      <IndexSections sections={indexSections} lang={lang} />
    </main>
  );
}

export const page = pageView("projects", {
  List: ProjectsPage,
  listTexts: heroListTexts(texts),
});

declare module "./page-view" {
  interface PageViews {
    projects: typeof page;
  }
}
