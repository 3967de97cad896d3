import type { Route } from "./+types/not-found";
import { loadPublicPage, notFound } from "~/lib/shell.server";

/** Every unknown path: the site's 404 page with navbar and footer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  throw notFound(shell, lang);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  throw notFound(shell, lang);
}

export default function NotFound() {
  return null;
}
