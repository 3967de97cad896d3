import type { Route } from "./+types/index-sections";

// Placeholder while the screen is being built (issue 6).
export async function loader(_: Route.LoaderArgs) {
  return null;
}

export default function Screen() {
  return (
    <main id="main">
      <h1 className="text-3xl font-bold">index-sections</h1>
    </main>
  );
}
