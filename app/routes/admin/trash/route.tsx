import { data, useNavigate, useSearchParams } from "react-router";
import { IntentButton } from "~/components/admin/intent-button";
import { ScreenHeader } from "~/components/admin/screen-header";
import type { Route } from "./+types/route";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { emptyTrash, listTrash, restoreFromTrash, TRASH_DAYS, writeScope, staffT } from "~/lib/admin/index.server";
import { staffContext } from "~/lib/accounts/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { isAdmin } from "~/lib/accounts";
import { contentTypeOf, useStaffDateTime, useT } from "~/lib/admin";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * /admin/trash 'Papierkorb': deleted content of the last TRASH_DAYS days. Staff restore an item (with
 * what was deleted along with it); admins may empty the trash (?empty=1 opens the confirmation, so it
 * works without JavaScript).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const session = context.get(staffContext);
  return {
    items: await listTrash(getDb(env), session?.user.role),
    canEmpty: isAdmin(session?.user.role),
    days: TRASH_DAYS,
    pageTitle: staffT(context)("Papierkorb"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, t } = writeScope(context);
  const notFound = t("Dieser Eintrag ist nicht mehr im Papierkorb.");
  const unknown = t("Unbekannte Aktion");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "restore") {
    const id = Number(form.get("id"));
    if (!Number.isSafeInteger(id) || id <= 0) return data({ error: notFound }, { status: 404 });
    const restored = await restoreFromTrash(db, id, actor);
    if (!restored.ok) {
      return data(
        {
          error:
            restored.reason === "missing"
              ? notFound
              : t("Wiederherstellen nicht möglich: ein gleichnamiger oder zugehöriger Eintrag fehlt oder ist belegt."),
        },
        {
          status: restored.reason === "missing" ? 404 : 409,
        },
      );
    }
    return redirectWithToast(request, "/admin/trash", {
      title: t("„{label}“ wiederhergestellt", { label: restored.item.label }),
    });
  }
  if (intent === "empty") {
    if (!isAdmin(actor.role))
      return data({ error: t("Nur Administratoren können den Papierkorb leeren.") }, { status: 403 });
    // Said in the confirmation dialog's form: a bare "empty" never deletes everything.
    if (form.get("confirm") !== "empty") return data({ error: unknown }, { status: 400 });
    const count = await emptyTrash(db, actor);
    return redirectWithToast(request, "/admin/trash", { title: t("Papierkorb geleert ({n})", { n: count }) });
  }
  return data({ error: unknown }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.pageTitle ?? "Papierkorb"} | Admin` }];
}

export default function TrashScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { items, canEmpty, days } = loaderData;
  const t = useT();
  const when = useStaffDateTime();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <div className="space-y-6" data-testid="trash-screen">
      <ScreenHeader
        title={t("Papierkorb")}
        intro={t("Gelöschte Inhalte bleiben {days} Tage hier und lassen sich wiederherstellen.", { days })}
        actions={
          <>
            {canEmpty && items.length > 0 ? (
              <Button asChild variant="destructive">
                <a href="?empty=1">{t("Papierkorb leeren")}</a>
              </Button>
            ) : null}
          </>
        }
      />
      {error ? <Alert>{error}</Alert> : null}
      {items.length === 0 ? (
        <EmptyState>{t("Der Papierkorb ist leer.")}</EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid="trash-item"
            >
              <div>
                <p className="font-medium">{item.draft ? t("Entwurf: {label}", { label: item.label }) : item.label}</p>
                <p className="text-sm text-muted-foreground">
                  {t("{type} · gelöscht von {name} am {at}", {
                    type: t(contentTypeOf(item.type)?.title ?? item.type),
                    name: item.deletedBy || "–",
                    at: when(item.deletedAt),
                  })}
                  {item.children > 0 ? ` · ${t("mit {n} zugehörigen Einträgen", { n: item.children })}` : ""}
                  {item.withDraft ? ` · ${t("mit unveröffentlichtem Entwurf")}` : ""}
                </p>
              </div>
              <IntentButton
                intent="restore"
                fields={{ id: item.id }}
                label={t("{label} wiederherstellen", { label: item.label })}
                preventScrollReset={false}
              >
                {t("Wiederherstellen")}
              </IntentButton>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={canEmpty && params.get("empty") === "1"}
        onClose={() => navigate(".", { replace: true })}
        closeTo="/admin/trash"
        cancelTo="/admin/trash"
        title={t("Papierkorb leeren?")}
        description={t("Die Einträge werden endgültig gelöscht und lassen sich nicht wiederherstellen.")}
        subject={
          canEmpty && params.get("empty") === "1"
            ? items.length === 1
              ? t("1 Eintrag")
              : t("{n} Einträge", { n: items.length })
            : null
        }
        intent="empty"
        fields={{ confirm: "empty" }}
        confirmLabel={t("Papierkorb leeren")}
      />
    </div>
  );
}
