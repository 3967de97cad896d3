/**
 * What admin offers: code outside app/lib imports its client-safe names from here, the *.server ones
 * from ./index.server. Never a *.server module here: routes' components and the browser import this.
 * Inside app/lib files name each other's files (docs/decisions/0068).
 */
export { canFollowAdminLink, canOpenContentType, canPublish } from "./access";
export type { FormActionData } from "./action-data";
export { adminTitle } from "./admin-title";
export { AUTOSAVE_FIELD } from "./autosave";
export {
  type ColumnDef,
  type ColumnOf,
  type ContentTypeDef,
  type ContentTypeKey,
  defineContentType,
  type FieldDef,
  hasEditorial,
  isUntranslated,
  parentOf,
  type RegisteredContentType,
  translationPairs,
} from "./content-type-def";
export {
  type DraftStatus,
  type EditorialPending,
  type EditorialRecord,
  type EditorialState,
  listStatusOf,
  PREVIEW_CHOICES,
  PREVIEW_WIDTHS,
  type PreviewWidth,
  previewWidthOf,
} from "./editorial";
export { definedPairs } from "./bilingual-texts";
export { bilingual, email, english, link, number, phone, select, slug, text, toggle, url } from "./field-builders";
export { FieldError } from "./field-error";
export { type AdminLang, englishOf, isAdminLang, translate, type Translate, translatorFor } from "./i18n";
export { clampPage, type ListPage, listPageOf, PAGE_SIZE, pageCountOf, withParams } from "./list-page";
export {
  isActivePath,
  isGroupActive,
  NAV_GROUPS,
  navFor,
  type NavGroup,
  type NavItem,
  PROFILE_LINK,
  TOP_LINKS,
} from "./nav";
export {
  heroEditorPathOf,
  heroTexts,
  PAGE_HERO_FORM,
  pageHeroDefinition,
  pageKeyOfPath,
  publicPathOf,
} from "./page-hero";
export { PAGE_HERO_EDITORS } from "./page-hero-editors";
export { germanSlugOf, isRoutable, linkedRule, listPath, previewOf, recordPublicPath } from "./public-page";
export {
  DETAIL_TYPES,
  detailTypeAt,
  type DetailTypeKey,
  LIST_TYPES,
  listTypeAt,
  type ListTypeKey,
  type PreviewTypeKey,
  publicTypeOf,
} from "./public-pages";
export { readableValue } from "./readable-value";
export { recordTexts } from "./record-texts";
export { CONTENT_TYPE_LIST, CONTENT_TYPES, contentTypeOf } from "./registry";
export type { ScreenTab } from "./screen-tab";
export { ADMIN_SCREENS } from "./screens";
export { defineSingleRecordForm } from "./single-record-form";
export {
  roleName,
  staffDate,
  staffDateTime,
  staffDay,
  staffDaysAgo,
  staffHour,
  staffNumber,
  staffTime,
} from "./staff-display";
export { ENGLISH, ENGLISH_PARTS } from "./texts-en";
export { CONTENT_TYPE_TEXT_PARTS } from "./texts-en/content-types";
export { academyCourses } from "./types/academy";
export { events } from "./types/events";
export { INDEX_SECTION_PAGES, indexSections } from "./types/index-sections";
export { mainSections } from "./types/main-sections";
export { navigation } from "./types/navigation";
export { services } from "./types/services";
export { useAdminLang, useStaffDate, useStaffDateTime, useT } from "./use-admin-texts";
export { flag, optionalText, requiredText, wholeNumber } from "./zod-fields";
