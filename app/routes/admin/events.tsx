import type { Route } from "./+types/events";

// Placeholder while the screen is being built (issue 7).
export async function loader(_: Route.LoaderArgs) {
  return null;
}

export default function Screen() {
  return (
    <main id="main">
      <h1 className="text-3xl font-bold">events</h1>
    </main>
  );
}
