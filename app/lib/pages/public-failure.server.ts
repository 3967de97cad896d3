import { createContext, isRouteErrorResponse, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { readPreferences } from "../i18n/preferences.server";
import { loadFailed } from "./shell.server";

/** D1's own errors ("D1_ERROR: …", "D1_EXEC_ERROR: …"), also when Drizzle wraps them as a failed query's cause. */
function isDatabaseFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause.name === "DrizzleQueryError" || /\bD1_[A-Z_]+\b/.test(cause.message)) return true;
  }
  return false;
}

/** Set for a request whose loader or action threw a database error (React Router's error handler sees every one). */
const databaseFailed = createContext<boolean>(false);

/** Called from the server entry's handleError with every error a loader or action threw. */
export function noteDatabaseFailure(error: unknown, context: Readonly<RouterContextProvider> | undefined) {
  if (context && isDatabaseFailure(isRouteErrorResponse(error) && "error" in error ? error.error : error)) {
    context.set(databaseFailed, true);
  }
}

/**
 * Public loaders fail one way: the site layout's middleware turns a page whose load threw a database
 * error into the site's 503 page (the cache policy adds Retry-After), like the pages that catch it
 * themselves, so no page has to remember to. The page already rendered with the unexplained error is
 * dropped; React Router renders the thrown 503 at the layout's boundary, for the server's HTML and the
 * browser's hydration alike.
 */
export const publicLoadFailure: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (!context.get(databaseFailed)) return response;
  await response.body?.cancel();
  throw loadFailed(readPreferences(request).lang);
};
