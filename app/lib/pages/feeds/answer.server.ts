import { sha256Hex } from "../../digest.server";
import { notModifiedIfCurrent } from "../../http/http-cache.server";

/**
 * A feed's or calendar's answer, kept like a public page (decision 0009): any cache may store it but
 * asks again before each reuse, and a reader whose copy is current gets a 304. The body is rendered
 * from D1 on every request, so a changed post is in the next answer (nothing to purge; decision 0060).
 */
export async function publicFileResponse(request: Request, body: string, contentType: string): Promise<Response> {
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": "public, no-cache",
    ETag: `"${(await sha256Hex(body)).slice(0, 32)}"`,
  });
  return notModifiedIfCurrent(request, headers) ?? new Response(body, { headers });
}
