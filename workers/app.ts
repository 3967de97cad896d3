import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/context";
import { isCrossOriginWrite } from "../app/lib/same-origin.server";
import { resolveShortLink } from "../app/lib/short-links.server";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export default {
  async fetch(request, env, ctx) {
    // One check in front of every action, so no route can forget it.
    if (isCrossOriginWrite(request)) {
      return new Response("Cross-origin form submissions are not allowed.", { status: 403 });
    }
    // Short links are answered before React Router renders anything. Only single-segment GET/HEAD
    // paths that are not reserved (site routes, files) are tried, so real routes always win; an
    // unknown or inactive code falls through to React Router's 404 page.
    const shortLink = await resolveShortLink(env, ctx, request);
    if (shortLink) return shortLink;
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx, nonce: createNonce() });
    return requestHandler(request, context);
  },
} satisfies ExportedHandler<Env>;
