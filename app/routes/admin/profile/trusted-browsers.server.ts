import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { actorOf, auditAfter } from "~/lib/audit.server";
import { type StaffSession, TrustEndSchema, SECURITY_TEXTS, describeUserAgent } from "~/lib/accounts";
import { getDb } from "~/lib/db.server";
import type { ProfileActionData } from "~/lib/admin/index.server";
import { redirectWithToast } from "~/lib/toast.server";
import { endTrustedBrowser, endTrustedBrowsers } from "~/lib/accounts/index.server";

/**
 * The profile's "Vertraute Browser" forms: end the trust of one browser, or of all of them. Only the
 * own trusts can be named: another account's id is a 404 and nothing is written. (The list itself is
 * loaded by loadTrustedBrowsers.)
 */

const INTENTS = ["trust-end", "trust-end-all"];

function refuse(intent: string, status: number, error: string) {
  return data<ProfileActionData>(
    { intent, result: null, error, toast: { title: error, variant: "destructive" } },
    { status },
  );
}

/** The action's answer for these intents, or null for any other (the profile's forms go on). */
export async function handleTrustIntent(env: Env, request: Request, session: StaffSession | null) {
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  if (!INTENTS.includes(intent)) return null;
  const texts = SECURITY_TEXTS[session?.user.adminLanguage ?? "de"];
  if (!session) return refuse(intent, 401, texts.failed);
  const db = getDb(env);
  const actor = actorOf(session);
  const back = "/admin/profile";
  if (intent === "trust-end-all") {
    const ended = await endTrustedBrowsers(db, session.user.id);
    // An entry only when a browser was trusted: ending none changes nothing worth a line in the log.
    if (ended > 0)
      await auditAfter(db, actor, {
        type: "auth",
        recordId: session.user.id,
        action: "trust-end-all",
        changes: { browsers: [ended, 0] },
      });
    return redirectWithToast(request, back, { title: texts.allTrustEnded(ended) });
  }
  const submission = parseWithZod(form, { schema: TrustEndSchema });
  if (submission.status !== "success") return refuse(intent, 400, texts.trustNotFound);
  const ended = await endTrustedBrowser(db, session.user.id, submission.value.id);
  if (!ended) return refuse(intent, 404, texts.trustNotFound);
  const { browser, os } = describeUserAgent(ended.userAgent);
  const de = SECURITY_TEXTS.de;
  await auditAfter(db, actor, {
    type: "auth",
    recordId: session.user.id,
    action: "trust-end",
    changes: {
      browser: [browser && os ? de.deviceOn(browser, os) : (browser ?? os ?? de.unknownDevice), null],
      place: [ended.location, null],
    },
  });
  return redirectWithToast(request, back, { title: texts.trustEnded });
}
