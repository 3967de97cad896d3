import type { FormActionData } from "~/lib/admin/action-data";
import { ArrowRight, Plus } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { ContentTypeDef } from "~/lib/admin/content-type-def";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Dialog } from "../ui/dialog";
import { ContentForm } from "./content-form";
import { ContentList } from "./content-list";

type Row = Record<string, unknown> & { id: number };
export type ContentActionData = FormActionData | undefined;

/** Builds the "?…" of a link that opens a dialog, keeping the given parameters (e.g. the active tab). */
export function contentSearch(keep: Record<string, string> = {}) {
  return (next: Record<string, string>) => `?${new URLSearchParams({ ...keep, ...next })}`;
}

/**
 * The whole screen of a content type: heading, 'add' button, list, and the create/edit and delete
 * dialogs. Which dialog is open lives in the URL (?new, ?edit=<id>, ?delete=<id>).
 */
export function ContentScreen({
  def,
  rows,
  actionData,
  defaults,
}: {
  def: ContentTypeDef;
  rows: Row[];
  actionData: ContentActionData;
  /** A new record's values when they depend on the data (else the type's defaults). */
  defaults?: Record<string, unknown>;
}) {
  const search = contentSearch();
  const [params] = useSearchParams();
  const dialogOpen = params.has("new") || params.has("edit");

  return (
    <main id="main" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{def.title}</h1>
          {def.intro ? <p className="mt-1 text-muted-foreground">{def.intro}</p> : null}
          <RelatedLinks def={def} />
        </div>
        <AddButton def={def} search={search} />
      </div>

      {actionData?.error && !dialogOpen ? <ErrorNote message={actionData.error} /> : null}

      <ContentList def={def} rows={rows} search={search} />

      <ContentDialogs def={def} rows={rows} actionData={actionData} defaults={defaults} />
    </main>
  );
}

/** Links to related screens (def.related), e.g. from services to the service-detail pages. */
export function RelatedLinks({ def }: { def: ContentTypeDef }) {
  if (!def.related?.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-3 text-sm">
      {def.related.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowRight className="h-4 w-4" aria-hidden />
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The button that opens the create dialog (?new=1). */
export function AddButton({ def, search }: { def: ContentTypeDef; search: (next: Record<string, string>) => string }) {
  return (
    <Button asChild>
      <Link to={search({ new: "1" })} preventScrollReset>
        <Plus className="h-4 w-4" aria-hidden />
        {def.texts.add}
      </Link>
    </Button>
  );
}

export function ErrorNote({ message, className }: { message: string; className?: string }) {
  return <Alert className={className}>{message}</Alert>;
}

/**
 * The create/edit dialog (ContentForm) and the delete confirmation of a content type, opened by the
 * URL (?new, ?edit=<id>, ?delete=<id>). Closing keeps the `keep` parameters (e.g. ?tab=crud).
 */
export function ContentDialogs({
  def,
  rows,
  actionData,
  defaults,
  keep = {},
}: {
  def: ContentTypeDef;
  rows: Row[];
  actionData: ContentActionData;
  defaults?: Record<string, unknown>;
  keep?: Record<string, string>;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const rest = new URLSearchParams(keep).toString();
  const close = () => navigate(rest ? `?${rest}` : ".", { preventScrollReset: true, replace: true });

  const editId = Number(params.get("edit"));
  const editing = Number.isInteger(editId) && editId > 0 ? rows.find((row) => row.id === editId) : undefined;
  const creating = params.has("new");
  const deleteId = Number(params.get("delete"));
  const deleting = Number.isInteger(deleteId) && deleteId > 0 ? rows.find((row) => row.id === deleteId) : undefined;

  return (
    <>
      <Dialog
        open={creating || Boolean(editing)}
        onClose={close}
        title={editing ? def.texts.editTitle : def.texts.createTitle}
        wide
      >
        {actionData?.error && (creating || editing) ? <ErrorNote message={actionData.error} className="mb-4" /> : null}
        {creating || editing ? (
          <ContentForm
            key={editing ? `edit-${editing.id}` : "new"}
            def={def}
            initial={editing ?? defaults ?? def.defaults}
            id={editing ? editing.id : null}
            result={actionData?.result}
            onCancel={close}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={Boolean(deleting)}
        onClose={close}
        description={def.texts.confirmDelete}
        subject={deleting ? String(deleting[def.labelField] ?? deleting.id) : null}
        fields={deleting ? { id: deleting.id } : {}}
      />
    </>
  );
}
