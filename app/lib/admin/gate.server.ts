import { data, redirect, type RouterContextProvider } from "react-router";
import { getSessionUser, staffContext, type StaffSession } from "../accounts/auth.server";
import { cloudflareContext } from "../context";
import { getDb } from "../db.server";
import { lacksRequiredSecondFactor } from "../accounts/two-factor.server";
import { DEFAULT_LANG, t } from "../i18n/languages";
import { isAdmin, isStaff } from "../accounts/permissions";
import { canOpenRoute, type MatchedRoute } from "./access";
import { noteSessionSeen } from "./security.server";

type GateArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  pattern?: string;
  params: Record<string, string | undefined>;
};

/**
 * The back office's gate, run as the admin layout's middleware before every loader and action nested
 * there. Fails closed: no session → /login with the page to return to; not staff → 403; a moderator
 * on a route that is for administrators only (judged on the matched route) → 403.
 */
export async function adminGate({ request, context, pattern, params }: GateArgs): Promise<void> {
  const { env } = context.get(cloudflareContext);
  const url = new URL(request.url);
  const session = await getSessionUser(env, request);
  if (!session) {
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  }
  if (!isStaff(session.user.role)) throw forbidden(request, "not-staff");
  const route: MatchedRoute = { pattern, params };
  if (!canOpenRoute(session.user.role, route)) throw forbidden(request, "admin-only");
  // An account with an authenticator app passes without a further read.
  if (!session.user.twoFactorEnabled && (await lacksRequiredSecondFactor(getDb(env), session.user.id)))
    await enrolmentOnly(request, route);
  context.set(staffContext, session);
  noteSessionSeen(context, session);
}

const PROFILE_PATTERN = "/admin/profile";
/** The passkey endpoint only lists and adds the own passkeys: all of it is setting up a second factor. */
const PASSKEY_PATTERN = "/admin/profile/passkeys.json";
/** What staff may post on the profile before they have a second factor: setting one up. */
const ENROLMENT_INTENT = /^(two-factor|passkey)-/;

/**
 * The policy of decision 0038: while the general settings require a second factor and the account has
 * none, the profile (to set one up) is all of the back office it reaches. Pages and data requests are
 * sent there; every other write is refused, and so are the profile's own other forms.
 */
async function enrolmentOnly(request: Request, route: MatchedRoute): Promise<void> {
  const pattern = `/${(route.pattern ?? "").replace(/^\/+|\/+$/g, "")}`;
  if (pattern === PASSKEY_PATTERN) return;
  const onProfile = pattern === PROFILE_PATTERN;
  const reading = request.method === "GET" || request.method === "HEAD";
  if (onProfile && reading) return;
  if (onProfile) {
    const intent = await request
      .clone()
      .formData()
      .then((form) => String(form.get("intent") ?? ""))
      .catch(() => "");
    if (ENROLMENT_INTENT.test(intent)) return;
  }
  if (reading) throw redirect(`${PROFILE_PATTERN}#two-factor`);
  throw forbidden(request, "second-factor-required");
}

/**
 * The second lock of every admin-only loader and action: even if a route were ever moved out of the
 * gate's reach, it answers 403 to anyone but an administrator.
 */
export function requireAdmin(request: Request, context: Readonly<RouterContextProvider>): StaffSession {
  const session = context.get(staffContext);
  if (!session || !isAdmin(session.user.role)) throw forbidden(request, "admin-only");
  return session;
}

/**
 * The 403. File downloads (a path with an extension such as export.csv) are resource routes, which
 * render no error page: they get the message as plain text instead of React Router's raw JSON.
 */
function forbidden(request: Request, reason: "not-staff" | "admin-only" | "second-factor-required") {
  const { pathname } = new URL(request.url);
  if (/\.(?!data$)[a-z0-9]+$/i.test(pathname)) {
    const body = `${t(DEFAULT_LANG, "error.forbiddenTitle")}\n\n${t(DEFAULT_LANG, "error.forbiddenText")}\n`;
    return new Response(body, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return data({ reason }, { status: 403 });
}
