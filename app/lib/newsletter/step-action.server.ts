import { data, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "../context";
import { requestUrl } from "../http/request-url.server";

/**
 * The button of a newsletter link's page (confirm, unsubscribe) posts to the link's own address: its
 * token goes through the step, and an answer that the link is not genuine is a 400.
 */
export async function tokenStepAction<Outcome extends string>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  step: (env: Env, token: string | null) => Promise<Outcome>,
) {
  const { env } = context.get(cloudflareContext);
  const outcome = await step(env, requestUrl(request).searchParams.get("token"));
  return data({ outcome }, { status: outcome === "invalid" ? 400 : 200 });
}
