import { data } from "react-router";
import { writeScope, handlePageHeroAction, loadPageHero } from "~/lib/admin/index.server";
import { adminTitle, heroTexts, pageKeyOfPath } from "~/lib/admin";
import type { Route } from "./+types/page-hero";
import { PageHeroEditor } from "~/components/admin/page-hero-editor";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";

/**
 * /admin/blog-hero, /admin/contact-hero, … (app/lib/admin/page-hero-editors.ts): one module for every
 * page-content editor; the page key comes from the path. (The admin layout's middleware has checked the role.)
 */
function pageKeyOf(request: Request) {
  const pathname = new URL(request.url).pathname;
  const pageKey = pageKeyOfPath(pathname);
  if (!pageKey) throw data(null, { status: 404 });
  return { pageKey, path: pathname.replace(/\.data$/, "").replace(/\/+$/, "") };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pageKey } = pageKeyOf(request);
  const { env } = context.get(cloudflareContext);
  return { pageKey, row: await loadPageHero(getDb(env), pageKey) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { pageKey, path } = pageKeyOf(request);
  return handlePageHeroAction(request, writeScope(context), pageKey, path);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: adminTitle(matches, loaderData ? heroTexts(loaderData.pageKey).title : "Hero") }];
}

export default function PageHeroRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="space-y-6">
      <PageHeroEditor
        key={loaderData.pageKey}
        pageKey={loaderData.pageKey}
        row={loaderData.row}
        actionData={actionData}
        heading="h1"
      />
    </main>
  );
}
