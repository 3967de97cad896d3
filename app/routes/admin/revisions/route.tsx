import { ArrowLeft, RotateCcw } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { EmptyState } from "~/components/ui/empty-state";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/lib/admin/gate.server";
import { hasEditorial } from "~/lib/admin/content-type-def";
import { contentTypeOf } from "~/lib/admin/registry";
import { writeScope } from "~/lib/admin/write-scope.server";
import { dateToBerlinLocal } from "~/lib/berlin-time";
import { cloudflareContext } from "~/lib/context";
import { getDb } from "~/lib/db.server";
import { redirectWithToast } from "~/lib/toast.server";
import { historyTarget, loadHistory, recordDialogUrl, restoreRevision } from "./revisions.server";

/**
 * /admin/<type>/<id>/versionen — a record's revisions (the last 50), each compared field by field with
 * the current version; 'Wiederherstellen' turns one into the record's draft (decision 0028).
 */

const ACTIONS: Record<string, string> = {
  draft: "Entwurf gespeichert",
  schedule: "Geplant",
  publish: "Veröffentlicht",
  restore: "Wiederhergestellt",
};

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
  const history = await loadHistory(getDb(env), def, target);
  if (!history) throw data(null, { status: 404 });
  const back = recordDialogUrl(def, target);
  return { key: def.key, title: def.title, back, ...history };
}

export async function action(args: Route.ActionArgs) {
  const { def, target } = screenOf(args);
  const { db, actor } = writeScope(args.context);
  const form = await args.request.formData();
  const revision = Number(form.get("revision"));
  if (form.get("intent") !== "restore" || !Number.isSafeInteger(revision) || revision <= 0)
    return data({ error: "Unbekannte Aktion" }, { status: 400 });
  const restored = await restoreRevision(db, actor, def, target, revision);
  if (restored === undefined) return data({ error: "Version nicht gefunden" }, { status: 404 });
  const to = recordDialogUrl(def, target);
  return redirectWithToast(args.request, to, { title: "Version als Entwurf wiederhergestellt" });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Versionen: ${loaderData?.label ?? ""} | Admin` }];
}

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  const { title, label, revisions, back } = loaderData;
  return (
    <main id="main" className="space-y-6">
      <div>
        <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Zurück zu {title}
        </Link>
        <h1 className="mt-2 text-3xl font-bold">Versionen: {label}</h1>
        <p className="mt-1 text-muted-foreground">
          Jede gespeicherte Fassung, neueste zuerst, mit den Feldern, in denen sie von der aktuellen abweicht.
          „Wiederherstellen“ macht aus ihr einen neuen Entwurf; veröffentlicht wird erst mit „Veröffentlichen“.
        </p>
      </div>
      {actionData && "error" in actionData ? (
        <p role="alert" className="text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {revisions.length === 0 ? (
        <EmptyState variant="box">Noch keine Versionen gespeichert.</EmptyState>
      ) : (
        <ol className="space-y-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="rounded-lg border border-border bg-card p-4" data-testid="revision">
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-semibold">{ACTIONS[revision.action] ?? revision.action}</span>
                <span className="text-sm text-muted-foreground">
                  {dateToBerlinLocal(revision.at).replace("T", " ")} · {revision.actor || "—"}
                </span>
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="revision" value={revision.id} />
                  <Button type="submit" variant="outline" size="sm">
                    <RotateCcw className="h-4 w-4" aria-hidden />
                    Wiederherstellen
                    <span className="sr-only"> (Version vom {dateToBerlinLocal(revision.at).replace("T", " ")})</span>
                  </Button>
                </Form>
              </div>
              {revision.diff.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">Gleich der aktuellen Fassung.</p>
              ) : (
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Unterschiede zur aktuellen Fassung</caption>
                    <thead className="text-xs uppercase tracking-wide text-muted-foreground">
                      <tr>
                        <th className="py-1 pr-3">Feld</th>
                        <th className="py-1 pr-3">Diese Version</th>
                        <th className="py-1">Aktuell</th>
                      </tr>
                    </thead>
                    <tbody>
                      {revision.diff.map((change) => (
                        <tr key={change.field} className="border-t border-border align-top">
                          <th scope="row" className="py-1 pr-3 font-medium">
                            {change.field}
                          </th>
                          <td className="py-1 pr-3 break-words">
                            <del className="bg-destructive/10 no-underline">{change.then}</del>
                          </td>
                          <td className="py-1 break-words">
                            <ins className="bg-green-600/10 no-underline">{change.now}</ins>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
