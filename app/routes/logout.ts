import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import type { LoginNotice } from "~/lib/accounts";
import { signOutEverywhere } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";

/** Sign-out from the admin bar: ends every session of the user (public-site.md 7.3), then /login. */
export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const headers = await signOutEverywhere(env, request);
  return redirect(`/login?notice=${"signedOut" satisfies LoginNotice}`, { headers });
}

/** Signing out changes state, so it is a POST; a visited /logout just shows the login page. */
export function loader() {
  return redirect("/login");
}
