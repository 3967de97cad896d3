import { ArrowLeft, RotateCcw, Send } from "lucide-react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/route";
import { EmptyState } from "~/components/ui/empty-state";
import { Button } from "~/components/ui/button";
import { canPublish, hasEditorial, contentTypeOf, useStaffDateTime, useT, adminTitle } from "~/lib/admin";
import { requireAdmin, writeScope, staffLang, staffT } from "~/lib/admin/index.server";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { redirectWithToast } from "~/lib/toast.server";
import { staffContext } from "~/lib/accounts/index.server";
import { historyTarget, loadHistory, recordDialogUrl, restoreAndPublish, restoreRevision } from "./revisions.server";
import { Table, TableHeader } from "~/components/ui/table";

/**
 * /admin/<type>/<id>/versionen — a record's revisions (the last 50), each compared field by field with
 * the current version (images as thumbnails); 'Als Entwurf wiederherstellen' turns one into the record's
 * draft (decision 0028), 'Wiederherstellen und veröffentlichen' makes it the published version at once,
 * for roles that may publish (decision 0046).
 */

const ACTIONS: Record<string, string> = {
  draft: "Entwurf gespeichert",
  autosave: "Automatisch gespeichert",
  schedule: "Geplant",
  publish: "Veröffentlicht",
  restore: "Wiederhergestellt",
  baseline: "Ursprüngliche Fassung (vor der ersten Änderung hier)",
};

const RestoreSchema = z.object({
  intent: z.enum(["restore", "restore-publish"]),
  revision: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

function screenOf(args: {
  request: Request;
  params: Route.LoaderArgs["params"];
  context: Route.LoaderArgs["context"];
}) {
  const def = contentTypeOf(args.params.contentType);
  const target = historyTarget(args.params.id);
  if (!def || !hasEditorial(def) || !target) throw data(null, { status: 404 });
  if (def.adminOnly) requireAdmin(args.request, args.context);
  return { def, target };
}

export async function loader(args: Route.LoaderArgs) {
  const { def, target } = screenOf(args);
  const { env } = args.context.get(cloudflareContext);
  const t = staffT(args.context);
  const history = await loadHistory(getDb(env), def, target, t, staffLang(args.context));
  if (!history) throw data(null, { status: 404 });
  const back = recordDialogUrl(def, target);
  const publishable = canPublish(args.context.get(staffContext)?.user.role, def.key);
  return { key: def.key, title: t(def.title), back, publishable, ...history };
}

export async function action(args: Route.ActionArgs) {
  const { def, target } = screenOf(args);
  const { db, actor, t } = writeScope(args.context);
  const form = await args.request.formData();
  const parsed = RestoreSchema.safeParse({ intent: form.get("intent"), revision: form.get("revision") });
  if (!parsed.success) return data({ error: t("Unbekannte Aktion") }, { status: 400 });
  const { intent, revision } = parsed.data;
  if (intent === "restore-publish") {
    if (!canPublish(actor.role, def.key))
      return data({ error: t("Keine Berechtigung zum Veröffentlichen") }, { status: 403 });
    const published = await restoreAndPublish(db, actor, def, target, revision, t);
    if (!published.ok) return data({ error: published.error }, { status: published.status });
    // A never-published draft is a record now; its dialog is the list's.
    const to = target.recordId !== null ? recordDialogUrl(def, target) : `/admin/${def.key}`;
    return redirectWithToast(args.request, to, { title: t("Version wiederhergestellt und veröffentlicht") });
  }
  const restored = await restoreRevision(db, actor, def, target, revision);
  if (restored === undefined) return data({ error: t("Version nicht gefunden") }, { status: 404 });
  const to = recordDialogUrl(def, target);
  return redirectWithToast(args.request, to, { title: t("Version als Entwurf wiederhergestellt") });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: adminTitle(matches, `Versionen: ${loaderData?.label ?? ""}`) }];
}

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const when = useStaffDateTime();
  const { title, label, revisions, back, publishable } = loaderData;
  const t = useT();
  return (
    <main id="main" className="space-y-6">
      <div>
        <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("Zurück zu {title}", { title })}
        </Link>
        <h1 className="mt-2 text-3xl font-bold">{t("Versionen: {label}", { label })}</h1>
        <p className="mt-1 text-muted-foreground">
          {t(
            "Jede gespeicherte Fassung, neueste zuerst, mit den Feldern, in denen sie von der aktuellen abweicht. „Als Entwurf wiederherstellen“ macht aus ihr einen neuen Entwurf, der erst mit „Veröffentlichen“ online geht; „Wiederherstellen und veröffentlichen“ macht sie sofort zur veröffentlichten Fassung.",
          )}
        </p>
      </div>
      {actionData && "error" in actionData ? (
        <p role="alert" className="text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {revisions.length === 0 ? (
        <EmptyState variant="box">{t("Noch keine Versionen gespeichert.")}</EmptyState>
      ) : (
        <ol className="space-y-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="rounded-lg border border-border bg-card p-4" data-testid="revision">
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{t(ACTIONS[revision.action] ?? revision.action)}</span>
                <span className="text-sm text-muted-foreground">
                  {when(revision.at)} · {revision.actor || "—"}
                </span>
                <Form method="post" className="ml-auto flex flex-wrap gap-2">
                  <input type="hidden" name="revision" value={revision.id} />
                  <Button type="submit" name="intent" value="restore" variant="outline" size="sm">
                    <RotateCcw className="h-4 w-4" aria-hidden />
                    {t("Als Entwurf wiederherstellen")}
                    <span className="sr-only"> {t("(Version vom {at})", { at: when(revision.at) })}</span>
                  </Button>
                  {publishable ? (
                    <Button type="submit" name="intent" value="restore-publish" size="sm">
                      <Send className="h-4 w-4" aria-hidden />
                      {t("Wiederherstellen und veröffentlichen")}
                      <span className="sr-only"> {t("(Version vom {at})", { at: when(revision.at) })}</span>
                    </Button>
                  ) : null}
                </Form>
              </div>
              {revision.diff.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">{t("Gleich der aktuellen Fassung.")}</p>
              ) : (
                <Table caption={t("Unterschiede zur aktuellen Fassung")} wrapperClassName="mt-3">
                  <TableHeader
                    className="text-xs uppercase tracking-wide"
                    cellClassName="py-1"
                    columns={[
                      { label: t("Feld"), className: "pr-3" },
                      { label: t("Diese Version"), className: "pr-3" },
                      { label: t("Aktuell") },
                    ]}
                  />
                  <tbody>
                    {revision.diff.map((change) => (
                      <tr key={change.field} className="border-t border-border align-top">
                        <th scope="row" className="py-1 pr-3 font-medium">
                          {change.field}
                        </th>
                        <td className="py-1 pr-3 break-words">
                          <del className="bg-destructive/10 no-underline">
                            <Shown text={change.then} src={change.images?.then} alt={t("Bild dieser Version")} />
                          </del>
                        </td>
                        <td className="py-1 break-words">
                          <ins className="bg-green-600/10 no-underline">
                            <Shown text={change.now} src={change.images?.now} alt={t("Aktuelles Bild")} />
                          </ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

/** A compared value: an image field's value as a thumbnail (its address in the title), anything else as text. */
function Shown({ text, src, alt }: { text: string; src: string | null | undefined; alt: string }) {
  if (!src) return <>{text}</>;
  return (
    <img
      src={src}
      alt={alt}
      title={text}
      width={96}
      height={64}
      loading="lazy"
      className="inline-block h-16 w-24 rounded border border-border object-cover"
      data-testid="revision-thumbnail"
    />
  );
}
