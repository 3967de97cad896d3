import type { Route } from "./+types/dashboard";
import { staffContext } from "~/lib/auth.server";

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(staffContext)!;
  return { name: session.user.name, role: session.user.role };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-2 text-muted-foreground">
        Willkommen, {loaderData.name} ({loaderData.role}).
      </p>
    </main>
  );
}
