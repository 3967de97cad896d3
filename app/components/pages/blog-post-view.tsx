import { Info } from "~/components/icon";
import type { BlogPost } from "~db/schema";
import { PostByline } from "~/components/blog-card";
import { RichText } from "~/components/rich-text";
import { CardImage } from "./parts/card";
import { fallbackLang, type Lang, addressed } from "~/lib/i18n";
import { safeHttpUrl } from "~/lib/text";
import { buttonVariants } from "~/components/ui/button";
import { useFormOfAddress } from "~/components/site-settings";
import { BackLink, NewTabLink } from "./parts/links";
import { Panel } from "./parts/panel";
import { Pill } from "./parts/pill";

/** This page's interface texts (public-site.md 2.10, 8.2); the spec's English wording is kept. */
export const BLOG_POST_TEXTS = {
  de: {
    back: "Zurück zum Blog",
    notFound: "Artikel nicht gefunden",
    notFoundText: "Diesen Artikel gibt es nicht (mehr). Vielleicht finden Sie im Blog, was Sie suchen.",
    by: "Autor",
    externalNotice: "Dieser Artikel ist auf unserem externen Blog erschienen.",
    externalBoxTitle: "Mehr zu diesem Thema",
    externalBoxText: "Die ausführliche Fassung dieses Artikels finden Sie auf unserem Blog.",
    visitFull: "Vollständigen Artikel lesen",
    newTab: "(öffnet in neuem Tab)",
  },
  // The texts that address the visitor, for a site that says "du" (general settings, decision 0058).
  du: {
    notFoundText: "Diesen Artikel gibt es nicht (mehr). Vielleicht findest du im Blog, was du suchst.",
    externalBoxText: "Die ausführliche Fassung dieses Artikels findest du auf unserem Blog.",
  },
  en: {
    back: "Back to blog",
    notFound: "Article not found",
    notFoundText: "This article does not exist (any more). Perhaps the blog has what you are looking for.",
    by: "Author",
    externalNotice: "This article was published on our external blog.",
    externalBoxTitle: "More on this topic",
    externalBoxText: "The full version of this article is on our blog.",
    visitFull: "Visit full article",
    newTab: "(opens in a new tab)",
  },
};

function ExternalArticleLink({ href, lang }: { href: string; lang: Lang }) {
  const l = BLOG_POST_TEXTS[lang];
  return (
    <NewTabLink href={href} newTab={l.newTab} className={buttonVariants({ size: "lg" })}>
      {l.visitFull}
    </NewTabLink>
  );
}

/** A blog post as visitors see it: the public page and its preview render this. */
export function BlogPostView({
  lang,
  post,
}: {
  lang: Lang;
  post: BlogPost & { external_url: string | null; untranslated?: readonly string[]; image_alt?: string | null };
}) {
  const l = addressed(BLOG_POST_TEXTS, lang, useFormOfAddress());
  const external = safeHttpUrl(post.external_url);
  const content = post.content?.trim() ? post.content : null;
  return (
    <main id="main">
      <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
        <BackLink to="/blog">{l.back}</BackLink>
        <header className="mt-8 space-y-4">
          <Pill className="inline-block text-sm" data-testid="post-category" lang={fallbackLang(post, "category")}>
            {post.category}
          </Pill>
          <h1
            className="text-3xl font-bold leading-tight tracking-tight md:text-5xl"
            lang={fallbackLang(post, "title")}
          >
            {post.title}
          </h1>
          <PostByline post={post} byLabel={l.by} className="gap-x-6 gap-y-2" />
        </header>
        <div className="mt-8 overflow-hidden rounded-2xl bg-muted">
          <CardImage src={post.image_url} alt={post.image_alt ?? post.title} eager className="aspect-[16/9]" />
        </div>
        <div className="mt-10">
          {content ? (
            <>
              <RichText
                html={content}
                title={post.title}
                lang={fallbackLang(post, "content")}
                className="text-lg"
                data-testid="post-body"
              />
              {post.show_external_link && external ? (
                <Panel
                  as="aside"
                  id="external-box-title"
                  title={l.externalBoxTitle}
                  className="mt-12"
                  headingClassName=""
                  testId="external-link-box"
                >
                  <p className="mt-2 text-muted-foreground">{l.externalBoxText}</p>
                  <div className="mt-4">
                    <ExternalArticleLink href={external} lang={lang} />
                  </div>
                </Panel>
              ) : null}
            </>
          ) : (
            <>
              <p className="text-xl leading-relaxed" data-testid="post-excerpt" lang={fallbackLang(post, "excerpt")}>
                {post.excerpt}
              </p>
              <aside
                className="mt-10 flex gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
                data-testid="external-notice"
              >
                <Info className="mt-1 h-5 w-5 shrink-0 text-primary" aria-hidden />
                <div className="space-y-4">
                  <p>{l.externalNotice}</p>
                  {external ? <ExternalArticleLink href={external} lang={lang} /> : null}
                </div>
              </aside>
            </>
          )}
        </div>
      </article>
    </main>
  );
}
