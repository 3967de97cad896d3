import type { Route } from "./+types/community";

// Placeholder while the screen is being built (issue 7).
export async function loader(_: Route.LoaderArgs) {
  return null;
}

export default function Screen() {
  return (
    <main id="main">
      <h1 className="text-3xl font-bold">community</h1>
    </main>
  );
}
