import { ArrowRight, Calendar, ExternalLink, User } from "~/components/icon";
import { LocalLink } from "~/components/local-link";
import type { BlogPost } from "~db/schema";
import { formatGermanDate, fallbackLang, type Lang } from "~/lib/i18n";
import { safeHttpUrl } from "~/lib/text";
import { Highlighted } from "./highlighted";
import { SafeImage } from "./safe-image";
import { NewTabLink } from "./pages/parts/links";
import { Pill } from "./pages/parts/pill";

/** The card texts (public-site.md 2.9); the spec's English labels are kept as they are. */
const texts = {
  de: {
    readMore: "Weiterlesen",
    visitFull: "Vollständigen Artikel lesen",
    newTab: "(öffnet in neuem Tab)",
    featured: "Empfohlen",
  },
  en: { readMore: "Read more", visitFull: "Visit full article", newTab: "(opens in a new tab)", featured: "Featured" },
} as const;

export type BlogCardPost = Pick<
  BlogPost,
  "id" | "title" | "slug" | "excerpt" | "category" | "author" | "date" | "image_url" | "featured" | "external_url"
> & {
  /** The post's own page in the page's language, where the blog's rule gives it one (else null). */
  page_path: string | null;
  /** Fields shown in German on an English page (marked lang="de"). */
  untranslated?: readonly string[];
  /** The media library's alt text of the image in the page's language (null: not given there). */
  image_alt?: string | null;
};

/**
 * Where a post's card leads (public-site.md 2.9, 5): its own page where it has one (a slug and content),
 * otherwise its external URL in a new tab, and nowhere when that URL is missing or not http(s).
 */
function blogPostTarget(post: { page_path: string | null; external_url: string | null }) {
  if (post.page_path) return { kind: "internal", href: post.page_path } as const;
  const external = safeHttpUrl(post.external_url);
  if (external) return { kind: "external", href: external } as const;
  return { kind: "none" } as const;
}

/** The post's date: stored as free text in German format; an ISO date is shown in German format too. */
function PostDate({ value }: { value: string }) {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  const iso = /^\d{4}-\d{2}-\d{2}/.test(value.trim());
  const shown = iso ? formatGermanDate(value) || value : value;
  const dateTime = german
    ? `${german[3]}-${german[2].padStart(2, "0")}-${german[1].padStart(2, "0")}`
    : iso
      ? value.trim().slice(0, 10)
      : undefined;
  return dateTime ? <time dateTime={dateTime}>{shown}</time> : <span>{shown}</span>;
}

/** The post's author and date; `byLabel` names the author for screen readers. */
export function PostByline({
  post,
  byLabel,
  className,
}: {
  post: { author: string; date: string | null };
  byLabel?: string;
  className: string;
}) {
  return (
    <p className={`flex flex-wrap items-center text-muted-foreground ${className}`}>
      <span className="inline-flex items-center gap-2">
        <User className="h-4 w-4" aria-hidden />
        {byLabel ? <span className="sr-only">{byLabel}: </span> : null}
        {post.author}
      </span>
      {post.date ? (
        <span className="inline-flex items-center gap-2">
          <Calendar className="h-4 w-4" aria-hidden />
          <PostDate value={post.date} />
        </span>
      ) : null}
    </p>
  );
}

// The external link's icon carries a test id: the card's test tells an outside link by it.
function ExternalIcon(props: React.ComponentProps<typeof ExternalLink>) {
  return <ExternalLink {...props} data-testid="external-icon" />;
}

/** `highlight`: the folded words of an active search, marked in the title and the excerpt. */
export function BlogCard({ post, lang, highlight }: { post: BlogCardPost; lang: Lang; highlight?: readonly string[] }) {
  const l = texts[lang];
  const target = blogPostTarget(post);
  const linkClass =
    "mt-auto inline-flex items-center gap-2 pt-4 font-semibold text-primary after:absolute after:inset-0 after:content-[''] hover:underline focus:outline-none focus-visible:underline";
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-md"
      data-testid="blog-card"
      data-link={target.kind}
    >
      <div className="aspect-[16/9] overflow-hidden bg-muted">
        <SafeImage
          width={1600}
          height={900}
          src={post.image_url}
          alt={post.image_alt ?? post.title}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Pill lang={fallbackLang(post, "category")}>{post.category}</Pill>
          {post.featured ? (
            <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{l.featured}</span>
          ) : null}
        </div>
        <h3 className="text-xl font-bold leading-snug" lang={fallbackLang(post, "title")}>
          <Highlighted text={post.title} terms={highlight} />
        </h3>
        <p className="text-muted-foreground" lang={fallbackLang(post, "excerpt")}>
          <Highlighted text={post.excerpt} terms={highlight} />
        </p>
        <PostByline post={post} className="gap-x-4 gap-y-1 text-sm" />
        {target.kind === "internal" ? (
          <LocalLink to={target.href} prefetch="intent" className={linkClass}>
            {l.readMore}
            <span className="sr-only">: {post.title}</span>
            <ArrowRight className="h-4 w-4" aria-hidden />
          </LocalLink>
        ) : target.kind === "external" ? (
          <NewTabLink
            href={target.href}
            newTab={`: ${post.title} ${l.newTab}`}
            icon={ExternalIcon}
            className={linkClass}
          >
            {l.visitFull}
          </NewTabLink>
        ) : null}
      </div>
    </article>
  );
}
