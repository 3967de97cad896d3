import type * as React from "react";
import { ButtonLink } from "~/components/ui/button-link";
import {
  type FormActionData,
  isUntranslated,
  translationPairs,
  type ContentTypeDef,
  useT,
  previewWidthOf,
  type EditorialState,
  type PreviewWidth,
} from "~/lib/admin";
import { ArrowRight, Plus } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { useToast } from "../toaster";
import { Alert } from "../ui/alert";
import { Pagination } from "./pagination";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog, useCloseDialog } from "./dialog";
import { cn } from "~/lib/utils";
import { PreviewPanel, PreviewToggleLink } from "./preview-panel";
import { RestorableContentForm } from "./restorable-form";
import {
  DiscardDraftForm,
  HistoryLink,
  MissingImageBadge,
  PendingDrafts,
  PreviewLinkPanel,
  StatusBadge,
} from "./editorial";
import { ContentList } from "./content-list";
import { ScreenHeader } from "./screen-header";
import { ListSearch, listKeep, TranslationFilter, type ListState } from "./content-list-tools";

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
  list,
  selected,
  loadError,
  editorial = null,
}: {
  def: ContentTypeDef;
  rows: Row[];
  actionData: ContentActionData;
  /** Drafts, statuses and preview of a type with the editorial workflow. */
  editorial?: EditorialState | null;
  /** A new record's values when they depend on the data (else the type's defaults). */
  defaults?: Record<string, unknown>;
  /** For a type with `paging`: the search and page the rows are. */
  list?: ListState;
  /** The row a dialog was opened for (?edit=, ?delete=) when it is not among `rows`. */
  selected?: Row | null;
  /** The rows could not be read: the type's load-error text instead of the list. */
  loadError?: string | null;
}) {
  const keep = listKeep(list);
  const search = contentSearch(keep);
  const [params] = useSearchParams();
  const dialogOpen = params.has("new") || params.has("edit") || params.has("draft");
  const t = useT();

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader title={def.title} intro={def.intro} actions={<AddButton def={def} search={search} />}>
        <RelatedLinks def={def} />
      </ScreenHeader>

      {actionData?.error && !dialogOpen ? <ErrorNote message={actionData.error} detail={actionData.detail} /> : null}

      {loadError ? (
        <ErrorNote message={loadError} />
      ) : (
        <>
          {def.paging && list ? <ListSearch list={list} /> : null}
          {list?.q && rows.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
              {t("Keine Treffer für „{q}“.", { q: list.q })}
            </p>
          ) : (
            <ListWithDrafts
              def={def}
              rows={rows}
              search={search}
              offset={list?.offset}
              total={list?.total}
              editorial={editorial}
            />
          )}
          {def.paging && list ? <Pagination total={list.total} page={list.page} keep={["untranslated"]} /> : null}
        </>
      )}

      <ContentDialogs
        def={def}
        rows={selected ? [...rows, selected] : rows}
        actionData={actionData}
        defaults={defaults}
        keep={keep}
        editorial={editorial}
      />
    </main>
  );
}

/**
 * A type's list with its workflow state: the drafts not yet published above it, and each record's
 * status in the list (for a type with drafts; otherwise just the list).
 */
export function ListWithDrafts({
  editorial,
  search,
  rows,
  ...list
}: React.ComponentProps<typeof ContentList> & { editorial: EditorialState | null }) {
  const t = useT();
  const [params] = useSearchParams();
  const translatable = translationPairs(list.def).length > 0;
  const onlyUntranslated = translatable && params.get("untranslated") === "1";
  // A paged list arrives filtered by the loader (in SQL); the others are filtered here, by the same rule.
  const shown = onlyUntranslated ? rows.filter((row) => isUntranslated(list.def, row)) : rows;
  return (
    <>
      {editorial ? <PendingDrafts pending={editorial.pending} search={search} /> : null}
      {translatable ? <TranslationFilter only={onlyUntranslated} /> : null}
      {onlyUntranslated && shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {t("Alle Einträge sind übersetzt.")}
        </p>
      ) : (
        <ContentList
          {...list}
          rows={shown}
          total={onlyUntranslated && !list.def.paging ? shown.length : list.total}
          search={search}
          statusOf={editorial ? (id) => editorial.records[id] : undefined}
        />
      )}
    </>
  );
}

/** Links to related screens (def.related), e.g. from services to the service-detail pages. */
export function RelatedLinks({ def }: { def: ContentTypeDef }) {
  const t = useT();
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
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The button that opens the create dialog (?new=1). */
export function AddButton({ def, search }: { def: ContentTypeDef; search: (next: Record<string, string>) => string }) {
  const t = useT();
  return (
    <ButtonLink to={search({ new: "1" })} icon={Plus}>
      {t(def.texts.add)}
    </ButtonLink>
  );
}

export function ErrorNote({
  message,
  detail,
  className,
}: {
  message: string;
  /** A second line under the message (what went wrong). */
  detail?: string | null;
  className?: string;
}) {
  // A message written by a type or the shared action is German; the dictionary gives its English form.
  const t = useT();
  return (
    <Alert className={className}>
      {detail ? (
        <>
          <span className="block font-semibold">{t(message)}</span>
          <span className="block">{t(detail)}</span>
        </>
      ) : (
        t(message)
      )}
    </Alert>
  );
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
  editorial = null,
}: {
  def: ContentTypeDef;
  rows: Row[];
  actionData: ContentActionData;
  defaults?: Record<string, unknown>;
  keep?: Record<string, string>;
  editorial?: EditorialState | null;
}) {
  const [params] = useSearchParams();
  const { toast } = useToast();
  const t = useT();
  const rest = new URLSearchParams(keep).toString();
  const close = useCloseDialog(rest ? `?${rest}` : ".");

  // A save the database refused is a toast, as in the spec (the note in the dialog stays for
  // browsers without JavaScript). Only the shared action's failures carry `detail`.
  useEffect(() => {
    if (actionData?.error && actionData.detail !== undefined)
      toast({
        title: t(actionData.error),
        description: actionData.detail ? t(actionData.detail) : undefined,
        variant: "destructive",
      });
  }, [actionData, toast, t]);

  const editId = Number(params.get("edit"));
  const editing = Number.isInteger(editId) && editId > 0 ? rows.find((row) => row.id === editId) : undefined;
  const creating = params.has("new");
  const draftParam = Number(params.get("draft"));
  const pendingDraft = draftParam ? editorial?.pending.find((draft) => draft.draftId === draftParam) : undefined;
  const record = editing ? editorial?.records[editing.id] : undefined;
  const workflowOf = () => {
    if (!editorial) return undefined;
    const state = pendingDraft ?? record;
    return {
      version: state?.version ?? "new",
      draftId: pendingDraft?.draftId ?? null,
      publishAt: state?.publishAt ?? null,
      unpublishAt: state?.unpublishAt ?? null,
    };
  };
  const dialogOf = pendingDraft
    ? { ...keep, draft: String(pendingDraft.draftId) }
    : editing
      ? { ...keep, edit: String(editing.id) }
      : keep;
  // The preview beside the form, for a record with a page of its own (decision 0051).
  const previewWidth =
    editorial?.previewable && (editing || pendingDraft) ? previewWidthOf(params.get("vorschau")) : null;
  const withPreview = (width: PreviewWidth | null) =>
    `?${new URLSearchParams(width ? { ...dialogOf, vorschau: width } : dialogOf)}`;
  const dialogKeep: Record<string, string> = previewWidth ? { ...dialogOf, vorschau: previewWidth } : dialogOf;
  const deleteId = Number(params.get("delete"));
  const deleting = Number.isInteger(deleteId) && deleteId > 0 ? rows.find((row) => row.id === deleteId) : undefined;

  return (
    <>
      <Dialog
        open={creating || Boolean(editing) || Boolean(pendingDraft)}
        onClose={close}
        closeTo={rest ? `?${rest}` : undefined}
        title={t(editing || pendingDraft ? def.texts.editTitle : def.texts.createTitle)}
        wide
        className={
          previewWidth === "desktop"
            ? "max-w-[min(calc(100vw-2rem),110rem)]"
            : previewWidth
              ? "max-w-[min(calc(100vw-2rem),80rem)]"
              : undefined
        }
      >
        {/* The same two boxes with or without the preview: opening it must not remount the form. */}
        <div
          className={cn(
            previewWidth && "grid grid-cols-1 gap-6",
            previewWidth === "desktop" ? "lg:grid-cols-2" : previewWidth && "lg:grid-cols-[minmax(0,1fr)_26rem]",
          )}
        >
          <div className="min-w-0">
            {actionData?.error && (creating || editing || pendingDraft) ? (
              <ErrorNote message={actionData.error} detail={actionData.detail} className="mb-4" />
            ) : null}
            {editorial && (editing || pendingDraft) ? (
              <div className="mb-4 flex flex-wrap items-center gap-3">
                <StatusBadge
                  status={(pendingDraft ?? record)?.status ?? "published"}
                  publishAt={(pendingDraft ?? record)?.publishAt}
                />
                {(pendingDraft ?? record)?.imageMissing ? <MissingImageBadge /> : null}
                <HistoryLink
                  to={`/admin/${def.key}/${pendingDraft ? `d${pendingDraft.draftId}` : editing!.id}/versionen`}
                />
                {editorial.previewable ? (
                  <PreviewToggleLink open={Boolean(previewWidth)} to={withPreview(previewWidth ? null : "phone")} />
                ) : null}
                {(pendingDraft ?? record)?.draftId ? (
                  <DiscardDraftForm
                    draftId={(pendingDraft ?? record)!.draftId!}
                    version={(pendingDraft ?? record)!.version}
                  />
                ) : null}
              </div>
            ) : null}
            {editorial && (editing || pendingDraft) ? (
              <PreviewLinkPanel
                editorial={editorial}
                keep={dialogKeep}
                draftId={pendingDraft?.draftId ?? record?.draftId ?? null}
              />
            ) : null}
            {creating || editing || pendingDraft ? (
              <RestorableContentForm
                key={pendingDraft ? `draft-${pendingDraft.draftId}` : editing ? `edit-${editing.id}` : "new"}
                def={def}
                initial={pendingDraft?.values ?? (editing ? (record?.values ?? editing) : (defaults ?? def.defaults))}
                id={editing ? editing.id : null}
                result={actionData?.result}
                onCancel={close}
                workflow={workflowOf()}
              />
            ) : null}
          </div>
          {previewWidth ? (
            <PreviewPanel
              width={previewWidth}
              path={editorial?.framed?.path ?? null}
              linkTo={withPreview}
              label={String((pendingDraft ? pendingDraft.label : editing?.[def.labelField]) ?? "")}
            />
          ) : null}
        </div>
      </Dialog>

      <ConfirmDialog
        open={Boolean(deleting)}
        onClose={close}
        closeTo={rest ? `?${rest}` : undefined}
        description={t(def.texts.confirmDelete)}
        subject={deleting ? String(deleting[def.labelField] ?? deleting.id) : null}
        fields={deleting ? { id: deleting.id } : {}}
      />
    </>
  );
}
