import { ADMIN_ONLY_ROUTES, isAdmin, isStaff } from "../accounts/permissions";
import { contentTypeOf } from "./registry";

/**
 * Admin-only access, decided from the route React Router matched (its pattern and decoded params),
 * never from the raw URL: "/admin/%75sers", "/admin/USERS/" and "/admin/users.data" all match the
 * users route, so they all get the users route's rule.
 */
export type MatchedRoute = { pattern: string | undefined; params: Record<string, string | undefined> };

const CONTENT_TYPE_PATTERN = "/admin/:contentType";
/** Routes under a content type (its records' revisions) take that type's rule. */
const CONTENT_TYPE_PATTERNS = new Set([CONTENT_TYPE_PATTERN, "/admin/:contentType/:id/versionen"]);

function normalizePattern(pattern: string): string {
  return `/${pattern.replace(/^\/+|\/+$/g, "")}`;
}

/** Whether the matched route is for administrators only. No pattern at all fails closed. */
function isAdminOnlyRoute(route: MatchedRoute): boolean {
  if (route.pattern === undefined) return true;
  const pattern = normalizePattern(route.pattern);
  // The content-type route looks its definition up exactly as its loader and action do.
  if (CONTENT_TYPE_PATTERNS.has(pattern)) return contentTypeOf(route.params.contentType)?.adminOnly === true;
  return ADMIN_ONLY_ROUTES.has(pattern);
}

export function canOpenRoute(role: unknown, route: MatchedRoute): boolean {
  if (!isStaff(role)) return false;
  return isAdmin(role) || !isAdminOnlyRoute(route);
}

/**
 * Whether a role may see and act on the records of one content type wherever they are listed beside
 * other types (the trash, media usages, the dashboard): the rule of the type's own screen, so a record
 * is never open in a shared list to someone its own screen refuses. A type the registry no longer
 * knows has no screen to ask: administrators only.
 */
export function canOpenContentType(role: unknown, key: string): boolean {
  if (!contentTypeOf(key)) return isAdmin(role);
  return canOpenRoute(role, { pattern: CONTENT_TYPE_PATTERN, params: { contentType: key } });
}

/**
 * For the menu, the dashboard and placeholder pages: whether a role may follow one of OUR OWN links
 * (constants such as "/admin/navigation"). Display only; requests are judged by canOpenRoute.
 */
export function canFollowAdminLink(role: unknown, to: string): boolean {
  const key = /^\/admin\/([^/]+)$/.exec(to)?.[1];
  const route: MatchedRoute =
    key && contentTypeOf(key)
      ? { pattern: CONTENT_TYPE_PATTERN, params: { contentType: key } }
      : { pattern: to, params: {} };
  return canOpenRoute(role, route);
}

/**
 * Whether a role may publish a type's records (the form's 'Veröffentlichen', a version restored and
 * published): whoever may manage the type on its own screen; moderators manage the content.
 */
export function canPublish(role: unknown, key: string): boolean {
  return canOpenContentType(role, key);
}
