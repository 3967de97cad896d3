/**
 * Who may do what in the back office (docs/decisions/0006-roles.md). Pure, so the admin bar can hide
 * what a role cannot open; the server enforces the same table in the admin layout's middleware.
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

/**
 * Areas only administrators may open: people and their data (accounts, subscriber list) and what
 * holds the whole site together (general settings, navigation). Moderators manage the content.
 */
export const ADMIN_ONLY_PATHS = ["/admin/users", "/admin/newsletter-subscriptions", "/admin/general", "/admin/navigation"] as const;

export function canOpenAdminPath(role: unknown, pathname: string): boolean {
  const r = roleOf(role);
  if (r === "admin") return true;
  if (r !== "moderator") return false;
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return !ADMIN_ONLY_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
