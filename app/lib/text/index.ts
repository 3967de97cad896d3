/**
 * What text offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export { CSV_BOM, csvField, toCsv } from "./csv";
export { INLINE_MARKDOWN, parseMarkdown } from "./markdown";
export { richTextParts, richTextPlain } from "./rich-text";
export { slugify, uniqueSlug } from "./slug";
export { safeHref, safeHttpUrl, safeImageSrc, safeRedirectPath, sameSitePath, shadedBackground } from "./url";
export { inlineEmbedUrl, richTextVideoUrl, toEmbedUrl } from "./video";
