/**
 * What admin offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { baselineStatement } from "./baseline.server";
export { bindingOf, listPage, type ListPage, listParams, listRows, type Row, rowById } from "./content-read.server";
export { CONTENT_TABLES } from "./content-tables.server";
export { handleContentAction, newRecordDefaults } from "./content.server";
export { draftById, draftStatements, draftValues, fromRaw, type RawRow, revisionsOf } from "./drafts.server";
export { storedVersion, versionStatements } from "./versions.server";
export { editorialState } from "./editorial-view.server";
export { adminGate, requireAdmin } from "./gate.server";
export { staffLang, staffT } from "./i18n.server";
export { containsAny, loadListScreen, onPage, pageWindow, positiveIds, redirectPastLastPage } from "./list-page.server";
export { handlePageHeroAction, loadPageHero } from "./page-hero.server";
export { publicServerOf } from "./public-servers.server";
export { convertLegacyRichText } from "./rich-text-conversion.server";
export { runContentSchedule } from "./scheduler.server";
export {
  handleSecurityIntent,
  loadSecurity,
  type PasskeyRow,
  type ProfileActionData,
  type Security,
  type SessionRow,
} from "./security.server";
export { ENGLISH_SLUG_TAKEN_MESSAGE } from "./slugs.server";
export { columnValues, UnknownColumnError } from "./table-queries.server";
export {
  discardStatements,
  emptyTrash,
  listTrash,
  pruneTrash,
  restoreFromTrash,
  TRASH_DAYS,
  trashStatements,
} from "./trash.server";
export type { AboutList } from "./types/about.page.server";
export type { AcademyList } from "./types/academy.page.server";
export type { BlogList } from "./types/blog.page.server";
export type { CommunityList } from "./types/community-features.page.server";
export type { CongressList } from "./types/congress.page.server";
export type { EventsList } from "./types/events.page.server";
export type { ProjectsList } from "./types/projects.page.server";
export type { ServicesList } from "./types/services.page.server";
export type { ShopList } from "./types/shop.page.server";
export { writeScope, type WriteScope } from "./write-scope.server";
