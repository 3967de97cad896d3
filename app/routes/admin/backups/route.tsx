import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/route";
import { ScreenHeader } from "~/components/admin/screen-header";
import { requireAdmin, staffT } from "~/lib/admin/index.server";
import { useT } from "~/lib/admin";
import { cloudflareContext } from "~/lib/context";
import { redirectWithToast } from "~/lib/toast.server";
import { loadBackupsScreen, restoreUpload } from "./backups.server";
import { BackupList } from "./components/backup-list";
import { ExportCard } from "./components/export-card";
import { RestoreCard } from "./components/restore-card";
import { RestoreSteps } from "./components/restore-steps";
import { RestoreSchema } from "./restore-form";

/**
 * /admin/backups 'Sicherungen' (admins only; decision 0064): download the whole site now, the nightly
 * backups, how to restore (step by step), and — only while the site holds no content — restore an archive.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { env } = context.get(cloudflareContext);
  return { ...(await loadBackupsScreen(env)), title: staffT(context)("Sicherungen") };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  const t = staffT(context);
  const { env } = context.get(cloudflareContext);
  const submission = parseWithZod(await request.formData(), { schema: RestoreSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {})
      .flat()
      .filter(Boolean) as string[];
    return data(
      {
        result: submission.reply({ hideFields: ["archive"] }),
        error: t(errors[0] ?? "Bitte prüfen Sie die markierten Felder."),
      },
      { status: 400 },
    );
  }
  const outcome = await restoreUpload(env, submission.value.archive, t);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({
          hideFields: ["archive"],
          ...(outcome.field ? { fieldErrors: { archive: [outcome.message] } } : { formErrors: [outcome.message] }),
        }),
        error: outcome.message,
      },
      { status: outcome.status },
    );
  }
  const { report } = outcome;
  return redirectWithToast(request, "/admin/backups", {
    title: t("Sicherung wiederhergestellt: {rows} Zeilen, {media} Mediendateien", {
      rows: report.rows,
      media: report.media,
    }),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Sicherungen"} | Admin` }];
}

export default function BackupsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { backups, canRestore } = loaderData;
  const t = useT();
  return (
    <main id="main" className="space-y-8">
      <ScreenHeader
        title={t("Sicherungen")}
        intro={t(
          "Die ganze Website als ein Archiv: jetzt herunterladen, die nächtlichen Sicherungen, und eine Sicherung in eine leere Website einspielen.",
        )}
      />
      <ExportCard />
      <BackupList backups={backups} />
      {canRestore ? <RestoreCard result={actionData?.result} error={actionData?.error ?? null} /> : null}
      <RestoreSteps />
    </main>
  );
}
