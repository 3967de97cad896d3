/**
 * What statistics offers on the server: code outside app/lib imports the names of its *.server modules
 * from here, the client-safe ones from ./index. Inside app/lib files name each other's files
 * (docs/decisions/0068).
 */
export { consumePageViews } from "./page-view-writes.server";
export { countPageView, PAGE_VIEWS_QUEUE, pageViewOf } from "./page-views.server";
export { prunePageViews } from "./retention.server";
export { deviceClass, forgetSaltCache } from "./visitor.server";
