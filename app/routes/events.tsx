import type { Route } from "./+types/events";
import { loadPublicPage } from "~/lib/shell.server";

// Placeholder while the page is being built (issue 3).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, lang } = await loadPublicPage(request, context, () => [] as const);
  return { shell, lang };
}

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">events</h1>
    </main>
  );
}
