/**
 * Sets a header on an answer: on the answer itself where its headers may change (a rendered page's
 * do), else on a copy (a fetched or cached answer's headers are immutable). A copy per step costs a
 * Response each and turns a body of known length into a stream, which the bench would measure
 * instead of what visitors get.
 */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
