import type { Route } from "./+types/sitemap";

// Placeholder while the sitemap is being built (issue 3).
export async function loader(_: Route.LoaderArgs) {
  return new Response('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>', {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
