import type { Route } from "./+types/passkeys";
import { loadSecurity } from "~/lib/admin/index.server";
import { staffContext, passkeyRegistrationAction } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { readPreferences } from "~/lib/i18n/index.server";

/**
 * The profile's passkey script talks to this resource route: POST intent=options asks for a
 * registration challenge, intent=verify hands over the authenticator's answer and a name. A GET lists
 * the own passkeys (names and dates, no key material). Behind the admin gate like the profile.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { passkeys } = await loadSecurity(env, request, context.get(staffContext));
  return Response.json({ passkeys }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const session = context.get(staffContext);
  // The profile's script shows these messages on a back-office screen: in the person's language there.
  const lang = session?.user.adminLanguage ?? readPreferences(request).lang;
  return passkeyRegistrationAction(env, request, session, lang);
}
