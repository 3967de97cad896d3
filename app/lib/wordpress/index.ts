/**
 * What wordpress offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export { rewriteImageAddresses } from "./image-addresses";
export {
  emptyCounts,
  IMPORT_QUEUE_NAME,
  type ImportOptions,
  type ImportProgress,
  type ImportReport,
  type ImportStatus,
  type ImportSummary,
  type RetryOutcome,
} from "./import-state";
export { IMAGE_REFUSALS } from "./media-texts";
export { PAGE_TARGETS, type PageTarget } from "./page-targets";
export { CUSTOM_REASON, type WxrAttachmentInfo, type WxrErrorCode, type WxrItem, type WxrPart } from "./types";
