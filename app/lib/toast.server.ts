import { redirect } from "react-router";
import { isHttps, readCookies, serializeCookie } from "./http/cookies.server";
import type { Toast } from "./toast";

const TOAST_COOKIE = "toast";

/** Redirects and leaves a one-time toast for the next page (works without JavaScript). */
export function redirectWithToast(request: Request, to: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append(
    "Set-Cookie",
    serializeCookie(TOAST_COOKIE, JSON.stringify(toast), { httpOnly: true, secure: isHttps(request), maxAge: 60 }),
  );
  return redirect(to, { ...init, headers });
}

/** Reads the flash toast and returns the header that clears it. */
export function takeToast(request: Request): { toast: Toast | null; clearHeader: string | null } {
  const raw = readCookies(request).get(TOAST_COOKIE);
  if (!raw) return { toast: null, clearHeader: null };
  const clearHeader = serializeCookie(TOAST_COOKIE, "", { httpOnly: true, secure: isHttps(request), maxAge: 0 });
  try {
    const value = JSON.parse(raw) as Toast;
    if (typeof value?.title !== "string") return { toast: null, clearHeader };
    return { toast: { title: value.title, description: value.description, variant: value.variant }, clearHeader };
  } catch {
    return { toast: null, clearHeader };
  }
}
