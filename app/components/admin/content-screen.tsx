import type { SubmissionResult } from "@conform-to/react";
import { Plus } from "lucide-react";
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import type { ContentTypeDef } from "~/lib/admin/content-type";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { ContentForm } from "./content-form";
import { ContentList } from "./content-list";

type Row = Record<string, unknown> & { id: number };
export type ContentActionData = { result: SubmissionResult<string[]> | null; error: string | null } | undefined;

/**
 * The whole screen of a content type: heading, 'add' button, list, and the create/edit and delete
 * dialogs. Which dialog is open lives in the URL (?new, ?edit=<id>, ?delete=<id>).
 */
export function ContentScreen({ def, rows, actionData }: { def: ContentTypeDef; rows: Row[]; actionData: ContentActionData }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => navigate(".", { preventScrollReset: true, replace: true });
  const search = (next: Record<string, string>) => `?${new URLSearchParams(next)}`;

  const editId = Number(params.get("edit"));
  const editing = Number.isInteger(editId) && editId > 0 ? rows.find((row) => row.id === editId) : undefined;
  const creating = params.has("new");
  const deleteId = Number(params.get("delete"));
  const deleting = Number.isInteger(deleteId) && deleteId > 0 ? rows.find((row) => row.id === deleteId) : undefined;

  return (
    <main id="main" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{def.title}</h1>
          {def.intro ? <p className="mt-1 text-muted-foreground">{def.intro}</p> : null}
        </div>
        <Button asChild>
          <Link to={search({ new: "1" })} preventScrollReset>
            <Plus className="h-4 w-4" aria-hidden />
            {def.texts.add}
          </Link>
        </Button>
      </div>

      {actionData?.error && !creating && !editing ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}

      <ContentList def={def} rows={rows} search={search} />

      <Dialog open={creating || Boolean(editing)} onClose={close} title={editing ? def.texts.editTitle : def.texts.createTitle} wide>
        {actionData?.error && (creating || editing) ? (
          <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {actionData.error}
          </p>
        ) : null}
        {creating || editing ? (
          <ContentForm
            key={editing ? `edit-${editing.id}` : "new"}
            def={def}
            initial={editing ?? def.defaults}
            id={editing ? editing.id : null}
            result={actionData?.result}
            onCancel={close}
          />
        ) : null}
      </Dialog>

      <Dialog open={Boolean(deleting)} onClose={close} title="Löschen bestätigen" description={def.texts.confirmDelete}>
        {deleting ? <DeleteForm id={deleting.id} label={String(deleting[def.labelField] ?? deleting.id)} onCancel={close} /> : null}
      </Dialog>
    </main>
  );
}

function DeleteForm({ id, label, onCancel }: { id: number; label: string; onCancel: () => void }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" className="space-y-4">
      <p className="font-medium">„{label}“</p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" variant="destructive" disabled={deleting}>
          {deleting ? "Wird gelöscht..." : "Löschen"}
        </Button>
      </div>
    </Form>
  );
}
