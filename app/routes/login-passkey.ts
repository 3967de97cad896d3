import { redirect } from "react-router";
import type { Route } from "./+types/login-passkey";
import { cloudflareContext } from "~/lib/context";
import { passkeySignInAction } from "~/lib/accounts/index.server";
import { readPreferences } from "~/lib/i18n/index.server";

/**
 * Sign-in with a passkey (the button on /login): POST intent=options for a challenge, then
 * intent=verify with the authenticator's answer; success sets the session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  return passkeySignInAction(env, request, readPreferences(request).lang);
}

/** Nothing to show here: a visited address goes to the sign-in page. */
export function loader() {
  return redirect("/login");
}
