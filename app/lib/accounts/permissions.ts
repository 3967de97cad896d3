import { ADMIN_SCREENS } from "../admin/screens";

/**
 * Who may do what in the back office (docs/decisions/0006-accounts-and-roles.md). Pure, so the admin
 * bar can hide what a role cannot open; the server enforces the same rules on the matched route
 * (app/lib/admin/access.ts, used by the admin layout's middleware and by every admin-only loader and
 * action).
 */
export const ROLES = ["admin", "moderator", "user"] as const;
export type Role = (typeof ROLES)[number];

/** A missing or unknown role counts as a plain user. */
export function roleOf(value: unknown): Role {
  return value === "admin" || value === "moderator" ? value : "user";
}

/** Staff may enter /admin at all. */
export function isStaff(role: unknown): boolean {
  const r = roleOf(role);
  return r === "admin" || r === "moderator";
}

/** Only administrators may open admin-only screens. */
export function isAdmin(role: unknown): boolean {
  return roleOf(role) === "admin";
}

/**
 * Screens only administrators may open, by the route pattern that serves them in app/routes.ts:
 * people and their data (accounts, the subscriber list, its download and the campaigns that mail it) and what holds the whole
 * site together (general settings). Listed with the other screens (app/lib/admin/screens.ts);
 * content types say so in their own definition (`adminOnly`, e.g. navigation). Moderators manage
 * the content.
 */
export const ADMIN_ONLY_ROUTES: ReadonlySet<string> = new Set(
  ADMIN_SCREENS.filter((screen) => screen.adminOnly).map((screen) => screen.path),
);
