import { ArrowLeft, Calendar, ExternalLink, Info, User } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { PostDate } from "~/components/blog-card";
import { SafeImage } from "~/components/safe-image";
import { blogPostQueries, withSafeExternalUrl } from "~/lib/blog-shop.server";
import type { Lang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { loadPublicPage, notFound } from "~/lib/shell.server";
import type { PageProblem } from "~/lib/shell";
import { CONTACT_FALLBACKS } from "~/lib/site-defaults";
import { safeHttpUrl } from "~/lib/url";

/** This page's interface texts (public-site.md 2.10, 8.2); the spec's English wording is kept. */
const texts = {
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
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => blogPostQueries(db, slug));
  const post = slug ? page[0][0] : undefined;
  if (!post) {
    const l = texts[lang];
    throw notFound(shell, lang, { title: l.notFound, message: l.notFoundText, back: { href: "/blog", label: l.back } });
  }
  return { shell, lang, post: withSafeExternalUrl(post) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) {
    const problem = (error as { data?: PageProblem } | undefined)?.data;
    return problem?.title ? [{ title: problem.title }, { name: "robots", content: "noindex" }] : [];
  }
  const { lang, post, shell } = loaderData;
  const origin = (matches[0].loaderData as { origin: string } | undefined)?.origin ?? "";
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  return pageMeta({
    title: `${post.title} | ${company}`,
    description: post.excerpt,
    origin,
    path: `/blog/${encodeURIComponent(post.slug ?? "")}`,
    lang,
    image: safeHttpUrl(post.image_url),
  });
}

/* ------------------------------------------------------------------ */
/* The body: plain text with a little Markdown, rendered as React text */
/* ------------------------------------------------------------------ */

type Block =
  | { type: "heading"; level: 2 | 3 | 4; text: string }
  | { type: "paragraph"; lines: string[] }
  | { type: "quote"; lines: string[] }
  | { type: "list"; ordered: boolean; items: string[] };

/**
 * Splits the stored body into blocks: "#"-headings, "-"/"*"/"1." lists, "> " quotes, and paragraphs
 * separated by blank lines. No HTML is ever interpreted: everything ends up as escaped React text.
 */
function parseBody(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      close();
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      close();
      // The page's h1 is the title: "#" and "##" become h2, deeper levels h3/h4.
      const level = Math.min(4, Math.max(2, heading[1].length)) as 2 | 3 | 4;
      blocks.push({ type: "heading", level, text: heading[2] });
      continue;
    }
    const bullet = /^\s{0,3}[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !bullet;
      const open = current as Block | null;
      if (open?.type === "list" && open.ordered === ordered) open.items.push(item[1]);
      else {
        close();
        current = { type: "list", ordered, items: [item[1]] };
      }
      continue;
    }
    const quote = /^\s{0,3}>\s?(.*)$/.exec(line);
    const open = current as Block | null;
    if (quote) {
      if (open?.type === "quote") open.lines.push(quote[1]);
      else {
        close();
        current = { type: "quote", lines: [quote[1]] };
      }
      continue;
    }
    if (open?.type === "list" && /^\s+/.test(line)) {
      // An indented line continues the last list item.
      open.items[open.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (open?.type === "paragraph") open.lines.push(line.trim());
    else {
      close();
      current = { type: "paragraph", lines: [line.trim()] };
    }
  }
  close();
  return blocks;
}

/** Inline Markdown: **bold**, *italic* / _italic_, `code` and [text](http(s) URL); the rest is text. */
function Inline({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\w])_(?!\s)(.+?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, strong1, strong2, em1, em2, code, linkText, linkUrl] = match;
    if (strong1 ?? strong2) parts.push(<strong key={key++}>{strong1 ?? strong2}</strong>);
    else if (em1 ?? em2) parts.push(<em key={key++}>{em1 ?? em2}</em>);
    else if (code) parts.push(<code key={key++} className="rounded bg-muted px-1 py-0.5 text-[0.9em]">{code}</code>);
    else if (linkText) {
      const href = safeHttpUrl(linkUrl);
      parts.push(
        href ? (
          <a key={key++} href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-semibold text-primary underline underline-offset-2">
            {linkText}
          </a>
        ) : (
          linkText
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          <Inline text={line} />
        </Fragment>
      ))}
    </>
  );
}

function PostBody({ source }: { source: string }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed" data-testid="post-body">
      {parseBody(source).map((block, i) => {
        switch (block.type) {
          case "heading": {
            const Tag = `h${block.level}` as "h2" | "h3" | "h4";
            return (
              <Tag key={i} className={block.level === 2 ? "pt-4 text-2xl font-bold tracking-tight" : "pt-2 text-xl font-semibold"}>
                <Inline text={block.text} />
              </Tag>
            );
          }
          case "list": {
            const Tag = block.ordered ? "ol" : "ul";
            return (
              <Tag key={i} className={block.ordered ? "list-decimal space-y-2 pl-6" : "list-disc space-y-2 pl-6"}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline text={item} />
                  </li>
                ))}
              </Tag>
            );
          }
          case "quote":
            return (
              <blockquote key={i} className="border-l-4 border-primary pl-4 italic text-muted-foreground">
                <Lines lines={block.lines} />
              </blockquote>
            );
          default:
            return (
              <p key={i}>
                <Lines lines={block.lines} />
              </p>
            );
        }
      })}
    </div>
  );
}

function ExternalArticleLink({ href, lang }: { href: string; lang: Lang }) {
  const l = texts[lang];
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-md bg-primary px-5 py-2.5 font-semibold text-primary-foreground hover:bg-primary/90"
    >
      <ExternalLink className="h-4 w-4" aria-hidden />
      {l.visitFull}
      <span className="sr-only">{l.newTab}</span>
    </a>
  );
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { lang, post } = loaderData;
  const l = texts[lang];
  const external = safeHttpUrl(post.external_url);
  const content = post.content?.trim() ? post.content : null;
  return (
    <main id="main">
      <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
        <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {l.back}
        </Link>
        <header className="mt-8 space-y-4">
          <span className="inline-block rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary" data-testid="post-category">
            {post.category}
          </span>
          <h1 className="text-3xl font-bold leading-tight tracking-tight md:text-5xl">{post.title}</h1>
          <p className="flex flex-wrap items-center gap-x-6 gap-y-2 text-muted-foreground">
            <span className="inline-flex items-center gap-2">
              <User className="h-4 w-4" aria-hidden />
              <span className="sr-only">{l.by}: </span>
              {post.author}
            </span>
            {post.date ? (
              <span className="inline-flex items-center gap-2">
                <Calendar className="h-4 w-4" aria-hidden />
                <PostDate value={post.date} />
              </span>
            ) : null}
          </p>
        </header>
        <div className="mt-8 overflow-hidden rounded-2xl bg-muted">
          <SafeImage src={post.image_url} alt={post.title} loading="eager" className="aspect-[16/9] w-full object-cover" />
        </div>
        <div className="mt-10">
          {content ? (
            <>
              <PostBody source={content} />
              {post.show_external_link && external ? (
                <aside className="mt-12 rounded-xl border border-border bg-card p-6 shadow-sm" aria-labelledby="external-box-title" data-testid="external-link-box">
                  <h2 id="external-box-title" className="text-xl font-bold">
                    {l.externalBoxTitle}
                  </h2>
                  <p className="mt-2 text-muted-foreground">{l.externalBoxText}</p>
                  <div className="mt-4">
                    <ExternalArticleLink href={external} lang={lang} />
                  </div>
                </aside>
              ) : null}
            </>
          ) : (
            <>
              <p className="text-xl leading-relaxed" data-testid="post-excerpt">
                {post.excerpt}
              </p>
              <aside className="mt-10 flex gap-4 rounded-xl border border-border bg-card p-6 shadow-sm" data-testid="external-notice">
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
