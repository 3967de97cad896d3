import { deliverAccountMail, securityNoticeMail, type SecurityChange } from "./account-mail.server";
import { getDb } from "../db.server";
import type { Lang } from "../i18n/languages";
import { endTrustedBrowsers } from "./trusted-browsers.server";
import { describeUserAgent } from "./user-agent";

/** The account whose sign-in changed, as the notice mail needs it. */
export type NoticedAccount = {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  adminLanguage?: string | null;
};

/**
 * After a second factor was added, removed or replaced, or the password changed: every browser the
 * account trusted asks for the code again (whoever changed it may not be the owner, and a trust
 * granted before the change must not outlive it), and the account is told by mail, with the time and
 * the browser. The mail is not counted against the address's limits (like the notice of an e-mail
 * change): it must never use up the budget for the reset the owner may need next.
 */
export async function securityChanged(
  env: Env,
  request: Request,
  account: NoticedAccount,
  change: SecurityChange,
  lang: Lang,
  passkeyName?: string | null,
): Promise<void> {
  await endTrustedBrowsers(getDb(env), account.id);
  const detail = { at: new Date(), ...describeUserAgent(request.headers.get("User-Agent")), passkeyName };
  await deliverAccountMail(env, request, "security-notice", (origin, address) =>
    securityNoticeMail(origin, account, change, detail, lang, address),
  );
}
