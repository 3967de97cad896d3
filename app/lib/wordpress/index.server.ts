/**
 * What wordpress offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { fetchRemoteImage } from "./fetch-image.server";
export { blogValues } from "./import-posts.server";
export { readPreview } from "./import-preview.server";
export { consumeWordpressImport, sendSlice } from "./import-queue.server";
export { checkedValues, writeItem } from "./import-records.server";
export { legacyKey, legacyQuery, movedPermanently, wordpressQueryRedirect } from "./legacy-addresses.server";
export { categoryPaths, legacyPathsOf } from "./legacy-paths.server";
export { importAttachment } from "./media-import.server";
export { missingImageCount, missingImageList } from "./missing-images.server";
export { retryMissingImages } from "./retry-images.server";
export { skipOf, summariseWxr } from "./summary.server";
export { attachmentInfo, plainExcerpt, wordpressToEditorHtml } from "./to-editor-html.server";
export {
  IMPORT_PREFIX,
  isImportUpload,
  limitedForm,
  storeExport,
  tooLargeByLength,
  type UploadRefusal,
} from "./upload.server";
export { WxrError } from "./wxr-error.server";
export { MAX_ITEM_BYTES, MAX_ITEMS, readWxr, wxrParts } from "./wxr-reader.server";
