import type { Route } from "./+types/blog-post";
import { BLOG_POST_TEXTS, BlogPostView } from "~/components/pages/blog-post-view";
import { BLOG_TEXT_FIELDS, blogPostQueries, withSafeExternalUrl } from "~/lib/blog-shop.server";
import { detailAlternates, resolveSlug } from "~/lib/detail-slug.server";
import { blog } from "~/lib/admin/types/blog";
import { localizeRow } from "~/lib/i18n";
import { localPath } from "~/lib/lang-path";
import { withLibraryAlt } from "~/lib/media/library-alt.server";
import { withRichText } from "~/lib/rich-text.server";
import { canonicalUrl, seoPageMeta, siteOrigin } from "~/lib/seo";
import { blogFeedLink } from "~/lib/feeds/feed-links";
import { loadPublicPage, notFound } from "~/lib/shell.server";
import type { PageProblem } from "~/lib/shell";
import { CONTACT_FALLBACKS } from "~/lib/site-defaults";
import { blogPostingLd, breadcrumbLd, ldJson } from "~/lib/structured-data";
import { safeImageSrc } from "~/lib/url";
import { addressed, formOfAddress } from "~/lib/form-of-address";
import { inPageLanguage } from "~/lib/page-language.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = params.slug.trim();
  const { shell, lang, page } = await loadPublicPage(request, context, (db) => blogPostQueries(db, slug));
  const post = slug ? resolveSlug("blog", lang, slug, page[0], page[1]) : null;
  if (!post) {
    const l = addressed(BLOG_POST_TEXTS, lang, formOfAddress(shell.settings));
    throw notFound(shell, lang, {
      title: l.notFound,
      message: l.notFoundText,
      back: { href: localPath(lang, "/blog"), label: l.back },
    });
  }
  return inPageLanguage(lang, {
    shell,
    lang,
    post: localizeRow(
      withRichText(blog.fields, withSafeExternalUrl(withLibraryAlt(post, lang)), lang),
      BLOG_TEXT_FIELDS,
      lang,
    ),
    alternates: detailAlternates("blog", post),
  });
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) {
    const problem = (error as { data?: PageProblem } | undefined)?.data;
    return problem?.title ? [{ title: problem.title }, { name: "robots", content: "noindex" }] : [];
  }
  const { lang, post, shell } = loaderData;
  const origin = siteOrigin(matches);
  const company = shell.settings?.company_name || CONTACT_FALLBACKS.companyName;
  const tags = seoPageMeta({
    title: `${post.title} | ${company}`,
    description: post.excerpt,
    origin,
    path: loaderData.alternates.de,
    alternates: loaderData.alternates,
    lang,
    image: safeImageSrc(post.image_url),
    seo: post,
    shell,
    type: "article",
  });
  const url = canonicalUrl(tags);
  const posting = blogPostingLd({
    post: { ...post, description: post.excerpt, image: post.og_image || post.image_url },
    shell,
    origin,
    url,
    lang,
  });
  return [
    ...tags,
    blogFeedLink(lang, origin),
    ...ldJson(posting, breadcrumbLd({ shell, origin, lang, section: "blog", name: post.title, url })),
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPostView lang={loaderData.lang} post={loaderData.post} />;
}
