import { redirect } from "react-router";
import type { Route } from "./+types/alias";

/** Dashboard card paths that differ from the menu (back-office.md 2) lead to the menu's screens. */
const TARGETS: Record<string, string> = {
  "/admin/congress": "/admin/kongress",
  "/admin/newsletter": "/admin/newsletter-subscriptions",
  "/admin/contact": "/admin/contact-messages",
};

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const target = TARGETS[pathname.replace(/\/+$/, "").replace(/\.data$/, "")];
  return redirect(target ?? "/admin", 301);
}

/** Never rendered (the loader always redirects); its presence makes errors render as pages. */
export default function Alias() {
  return null;
}
