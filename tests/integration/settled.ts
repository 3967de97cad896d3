import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../workers/app";
import { ORIGIN } from "./helpers";

/**
 * A same-origin form post through the Worker's own fetch handler, with an execution context we wait
 * on: e-mails go out in ctx.waitUntil after the answer, so a test that reads the outbox right after
 * the answer must wait for that work. `bindings` replace some of the Worker's (mail transport,
 * PUBLIC_ORIGIN); `origin` is where the request claims to be sent (its Host).
 */
export async function postSettled(
  path: string,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; bindings?: Record<string, unknown>; origin?: string } = {},
) {
  const origin = options.origin ?? ORIGIN;
  const request = new Request(new URL(path, origin), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
    redirect: "manual",
  });
  const { response, settled } = startWorker(request, options.bindings);
  const answer = await response;
  await settled();
  return answer;
}

/**
 * Starts a request without waiting for its after-the-answer work: `response` resolves with the
 * answer, `settled()` waits for the rest.
 */
export function startWorker(request: Request, bindings: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const response = worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...bindings } as Env, ctx);
  return { response, settled: () => waitOnExecutionContext(ctx) };
}
