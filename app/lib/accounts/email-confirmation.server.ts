/** The link of a confirmation e-mail: a new account's, or the new address of an e-mail change. */
import { isAPIError } from "better-auth/api";
import { redirect } from "react-router";
import type { LoginNotice } from "./auth-texts";
import { auditAfter } from "../audit.server";
import { createAuth, getSessionUser } from "./auth.server";
import { getDb } from "../db.server";
import { isStaff, roleOf } from "./permissions";
import { redirectWithToast } from "../toast.server";

/**
 * The address an e-mail change's token was issued for (the one it replaces). The token is a signed
 * JWT that better-auth has just verified; its payload is only read here.
 */
function previousEmail(token: string): string | null {
  try {
    const base64 = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
    const payload = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const email = (JSON.parse(payload) as { email?: unknown }).email;
    return typeof email === "string" ? email : null;
  } catch {
    return null;
  }
}

type ChangedUser = { id: string; name: string; email: string; role?: unknown };

/**
 * Follows the link of a confirmation e-mail: the sign-up's, or the one sent to the new address of an
 * e-mail change (better-auth tells them apart by the token; only then does the address change).
 */
export async function confirmEmail(env: Env, request: Request, token: string) {
  const auth = createAuth(env, request);
  let changed: ChangedUser | null = null;
  try {
    const result = await auth.api.verifyEmail({ query: { token }, headers: request.headers });
    changed = (result as { user?: ChangedUser | null } | undefined)?.user ?? null;
  } catch (error) {
    // Another account took the new address since the link was sent (unique index).
    const taken = /UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? error));
    if (!isAPIError(error) && !taken) throw error;
    return redirect(`/login?notice=${"confirmFailed" satisfies LoginNotice}`);
  }
  if (!changed) return redirect(`/login?notice=${"confirmed" satisfies LoginNotice}`);
  if (isStaff(changed.role)) {
    // better-auth changed the address itself: a staff account's change is recorded right after.
    const actor = { id: changed.id, name: changed.name, role: roleOf(changed.role) };
    await auditAfter(getDb(env), actor, {
      type: "auth",
      recordId: changed.id,
      action: "email",
      changes: { email: [previousEmail(token), changed.email] },
    });
  }
  // Staff who confirm in the browser they are signed in with go back to their profile.
  const session = await getSessionUser(env, request);
  if (session && session.user.id === changed.id && isStaff(session.user.role)) {
    return redirectWithToast(request, "/admin/profile", {
      title: "E-Mail-Adresse geändert",
      description: `Sie melden sich ab jetzt mit ${session.user.email} an.`,
    });
  }
  return redirect(`/login?notice=${"emailChanged" satisfies LoginNotice}`);
}
