/**
 * What pages offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { contentLink, loadOrFail, projectSkills } from "./about-services-projects.server";
export { detailAlternates } from "./detail-slug.server";
export { eventPath, lookupEvent, matchByTitle } from "./events.server";
export { publicFileResponse } from "./feeds/answer.server";
export { blogFeedQueries, blogFeedXml } from "./feeds/blog-feed.server";
export { comingEventsQuery, eventsIcs, isCalendarEvent } from "./feeds/event-calendar.server";
export { homeQueries } from "./home.server";
export {
  compactRouteManifest,
  discoverEachAddressOnce,
  lighterHydrationMarkup,
  lowPriorityModulePreloads,
} from "./hydration-markup.server";
export { languageRedirect, resolvedLanguageRedirect } from "./language-redirect.server";
export { inPageLanguage } from "./page-language.server";
export { previewIsValid, previewPath } from "./preview.server";
export { noteDatabaseFailure, publicLoadFailure } from "./public-failure.server";
export { detailTable, linkedPage } from "./public-pages.server";
export { INDEX_COLUMNS, isSearched, rebuildSearchIndex } from "./search-index.server";
export { detailPageQueries, pageRecord, pickRecord, plainList, recordById, typeSegment } from "./shared-pages.server";
export { loadFailed, loadPublicPage, notFound, pageContentQuery } from "./shell.server";
