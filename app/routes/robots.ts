import type { Route } from "./+types/robots";

// Placeholder while robots.txt is being built (issue 3).
export async function loader(_: Route.LoaderArgs) {
  return new Response("User-agent: *\nDisallow: /admin\nDisallow: /login\n", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
