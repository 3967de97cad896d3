import type { Route } from "./+types/blog-post";
import { BLOG_POST_TEXTS, BlogPostView } from "~/components/pages/blog-post-view";
import { BLOG_TEXT_FIELDS, blogPostQueries, withSafeExternalUrl } from "~/lib/pages/blog-shop.server";
import { detailAlternates, resolveSlug } from "~/lib/pages/detail-slug.server";
import { blog } from "~/lib/admin/types/blog";
import { localizeRow } from "~/lib/i18n/index";
import { localPath } from "~/lib/i18n/lang-path";
import { withLibraryAlt } from "~/lib/media/library-alt.server";
import { withRichText } from "~/lib/text/rich-text.server";
import { canonicalUrl, seoPageMeta, siteOrigin } from "~/lib/pages/seo";
import { blogFeedLink } from "~/lib/pages/feeds/feed-links";
import { loadPublicPage, notFound } from "~/lib/pages/shell.server";
import type { PageProblem } from "~/lib/pages/shell";
import { CONTACT_FALLBACKS } from "~/lib/pages/site-defaults";
import { blogPostingLd, breadcrumbLd, ldJson } from "~/lib/pages/structured-data";
import { safeImageSrc } from "~/lib/text/url";
import { addressed, formOfAddress } from "~/lib/i18n/form-of-address";
import { inPageLanguage } from "~/lib/pages/page-language.server";

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
