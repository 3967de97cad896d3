import type { Route } from "./+types/academy-course";
import { loadPublicPage, notFound } from "~/lib/shell.server";

// Placeholder while the course page is being built (issue 7).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  throw notFound(shell, lang);
}

export default function Page() {
  return null;
}
