import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/route";
import { ImportPreview } from "./components/import-preview";
import { ImportProgressView } from "./components/import-progress";
import { MissingImages } from "./components/missing-images";
import { RecentImports, UploadForm } from "./components/upload-form";
import { handleImportAction, loadImportScreen } from "./import.server";
import { IMPORT_TEXTS } from "./import-schema";
import { ScreenHeader } from "~/components/admin/screen-header";
import { Alert } from "~/components/ui/alert";
import { requireAdmin, staffT } from "~/lib/admin/index.server";
import { translate, useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";

/**
 * /admin/import 'WordPress-Import' (decision 0063), admin-only (ADMIN_ONLY_ROUTES): upload an export,
 * see what it holds and choose what its pages become, start the import and follow it. The import's
 * state lives in its row (?id=), so the screen can be reloaded at any time; with JavaScript it asks
 * again every few seconds while the file is read or imported, without it the "Aktualisieren" link does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  return { ...(await loadImportScreen(env, new URL(request.url))), adminLang: session.user.adminLanguage };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  return handleImportAction(env, request, session, staffT(context));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${translate(loaderData?.adminLang ?? "de", IMPORT_TEXTS.title)} | Admin` }];
}

const POLL_MS = 2500;
const WORKING = new Set(["uploaded", "queued", "running"]);

export default function ImportScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { current, recent, missing } = loaderData;
  const t = useT();
  const revalidator = useRevalidator();
  const working = current ? WORKING.has(current.status) : false;

  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [working, revalidator]);

  const uploadErrors = actionData?.intent === "upload" ? actionData.result.error.file : undefined;
  const startReply = actionData?.intent === "start" ? actionData : null;
  const retryReply = actionData?.intent === "retry-images" ? actionData : null;

  return (
    <main id="main" className="space-y-8">
      <ScreenHeader title={IMPORT_TEXTS.title} intro={IMPORT_TEXTS.intro} />
      {current ? (
        <section aria-labelledby="import-current" className="space-y-4 rounded-lg border border-border bg-card p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="import-current" className="text-xl font-semibold break-all">
              {current.fileName}
            </h2>
            <Link to={`/admin/import?id=${current.id}`} className="text-sm underline" data-testid="import-refresh">
              {t("Aktualisieren")}
            </Link>
          </div>
          {current.problem ? <Alert size="wide">{t(current.problem)}</Alert> : null}
          {current.status === "uploaded" ? (
            <p role="status" data-testid="import-reading">
              {t("Die Datei wird gelesen …")}
            </p>
          ) : null}
          {current.status === "previewed" && current.summary ? (
            <ImportPreview id={current.id} summary={current.summary} reply={startReply} />
          ) : null}
          {current.progress && current.summary && current.status !== "previewed" ? (
            <ImportProgressView
              status={current.status}
              total={current.summary.items}
              progress={current.progress}
              report={current.report}
            />
          ) : null}
        </section>
      ) : null}
      <MissingImages missing={missing} reply={retryReply} />
      <UploadForm errors={uploadErrors} />
      <RecentImports imports={recent} />
    </main>
  );
}
