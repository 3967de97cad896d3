import { isbot } from "isbot";
// React's Node build: it writes strings into shared buffers where the edge build allocates one per
// string (docs/decisions/0037-pages-rendered-with-reacts-node-build.md).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { cloudflareContext } from "./lib/context";
import { turnstileEnabled } from "./lib/forms/index.server";
import { noteDatabaseFailure } from "./lib/pages/index.server";
import { applySecurityHeaders } from "./lib/http/index.server";

export const streamTimeout = 5_000;

/** React Router's own logging, plus the note that lets the site layout answer a D1 failure with 503. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteDatabaseFailure(error, context);
  if (!request.signal.aborted) console.error(isRouteErrorResponse(error) && "error" in error ? error.error : error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, env } = loadContext.get(cloudflareContext);
  applySecurityHeaders(request, responseHeaders, nonce, turnstileEnabled(env));

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    // A finished Suspense boundary (a part that hydrates on first use, components/on-first-use.tsx) is
    // written in place: past this many bytes React would send it after the page, to be moved in by a
    // script, which a browser without JavaScript never runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
