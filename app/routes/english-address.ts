import { redirect } from "react-router";
import { germanPath, localPath } from "~/lib/i18n";
import type { Route } from "./+types/english-address";

/** /en/kongress(/…) and the like: the English page's own address, for links and bookmarks made before it. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // /en/kongress/x → /kongress/x (the German word) → /en/congress/x (the English one).
  return redirect(localPath("en", germanPath(url.pathname)) + url.search, 301);
}
