/**
 * The request's address, parsed once per request: the origin check, the media and short-link lookups,
 * the language redirect and the page cache all look at it before anything renders. Shared between
 * callers, so never changed: take a copy (`new URL(url)`) to build another address from it.
 */
const parsed = new WeakMap<Request, URL>();

export function requestUrl(request: Request): Readonly<URL> {
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
