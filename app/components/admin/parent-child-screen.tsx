import { useMemo } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import type { ChildContentTypeDef, ContentTypeDef } from "~/lib/admin/content-type-def";
import type { EditorialState } from "~/lib/admin/editorial";
import { Button } from "../ui/button";
import { Label } from "../ui/label";
import { Select } from "../ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import {
  AddButton,
  ContentDialogs,
  ErrorNote,
  ListWithDrafts,
  RelatedLinks,
  contentSearch,
  type ContentActionData,
} from "./content-screen";
import { EmptyState } from "../ui/empty-state";

type Row = Record<string, unknown> & { id: number };

/**
 * A screen with two tabs over a parent type and its children (events + organizers, congresses +
 * speakers): the parent list, and the children of the parent chosen in ?<selectParam>=ID. The tab
 * lives in ?tab=; the dialogs are the shared ones, for the type of the open tab. Deleting a parent
 * deletes its children (ON DELETE CASCADE), and the confirmation says how many.
 */
export function ParentChildScreen({
  title,
  intro,
  parentDef,
  childDef,
  childTab,
  tabLabels,
  selectParam,
  selectLabel,
  choosePrompt,
  parents,
  childRows,
  selected,
  confirmDelete,
  loadError,
  actionData,
  editorial = null,
}: {
  title: string;
  intro?: string;
  parentDef: ContentTypeDef;
  childDef: ChildContentTypeDef;
  /** The ?tab= value of the children's tab (the parents' tab is the default, without ?tab). */
  childTab: string;
  tabLabels: { parent: string; child: string };
  selectParam: string;
  selectLabel: string;
  choosePrompt: string;
  parents: Row[];
  childRows: Row[];
  selected: number | null;
  /** The confirmation before deleting a parent (names the children that go with it). */
  confirmDelete: (row: Row) => string;
  loadError: string | null;
  actionData: ContentActionData;
  /** The parents' drafts and statuses (the children are saved directly). */
  editorial?: EditorialState | null;
}) {
  const [params, setParams] = useSearchParams();
  const submit = useSubmit();
  const onChild = params.get("tab") === childTab;
  const data = actionData;
  const dialogOpen = params.has("new") || params.has("edit") || params.has("draft");
  const selectedParent = selected === null ? undefined : parents.find((row) => row.id === selected);

  // The child form chooses its parent among the loaded parents; a new child starts on the selected one.
  const parentField = childDef.parent.field;
  const childDefWithOptions = useMemo<ContentTypeDef>(
    () => ({
      ...childDef,
      fields: childDef.fields.map((field) =>
        field.name === parentField
          ? {
              ...field,
              options: parents.map((row) => ({
                value: String(row.id),
                label: String(row[parentDef.labelField] ?? row.id),
              })),
            }
          : field,
      ),
    }),
    [childDef, parentDef.labelField, parentField, parents],
  );

  // The delete confirmation of the parent row named by ?delete= says what goes with it.
  const deleteId = Number(params.get("delete"));
  const deletingParent =
    !onChild && Number.isInteger(deleteId) ? parents.find((row) => row.id === deleteId) : undefined;
  const parentDefForDialogs = deletingParent
    ? { ...parentDef, texts: { ...parentDef.texts, confirmDelete: confirmDelete(deletingParent) } }
    : parentDef;

  const childKeep: Record<string, string> =
    selected === null ? { tab: childTab } : { tab: childTab, [selectParam]: String(selected) };

  return (
    <main id="main" className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <p className="mt-1 text-muted-foreground">{intro}</p> : null}
        <RelatedLinks def={parentDef} />
      </div>

      {loadError ? <ErrorNote message={loadError} /> : null}
      {data?.error && !dialogOpen ? <ErrorNote message={data.error} detail={data.detail} /> : null}

      <Tabs
        value={onChild ? "child" : "parent"}
        onValueChange={(value) =>
          setParams(value === "child" ? childKeep : {}, { replace: true, preventScrollReset: true })
        }
        className="space-y-4"
      >
        <TabsList aria-label="Ansicht">
          <TabsTrigger value="parent">{tabLabels.parent}</TabsTrigger>
          <TabsTrigger value="child">{tabLabels.child}</TabsTrigger>
        </TabsList>

        <TabsContent value="parent" className="space-y-4 focus-visible:outline-none">
          <div className="flex justify-end">
            <AddButton def={parentDef} search={contentSearch()} />
          </div>
          <ListWithDrafts def={parentDef} rows={parents} search={contentSearch()} editorial={editorial} />
        </TabsContent>

        <TabsContent value="child" className="space-y-4 focus-visible:outline-none">
          {parents.length === 0 ? (
            <EmptyState variant="box" data-testid="content-empty">
              {parentDef.texts.empty}
            </EmptyState>
          ) : (
            <>
              <div className="flex flex-wrap items-end justify-between gap-4">
                <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
                  <input type="hidden" name="tab" value={childTab} />
                  <div className="space-y-1.5">
                    <Label htmlFor="parent-select">{selectLabel}</Label>
                    <Select
                      key={selected ?? "none"}
                      id="parent-select"
                      name={selectParam}
                      defaultValue={selected === null ? "" : String(selected)}
                      onChange={(event) =>
                        submit(event.currentTarget.form, { replace: true, preventScrollReset: true })
                      }
                      className="w-auto min-w-64"
                      placeholder="Bitte wählen…"
                      options={parents.map((row) => ({
                        value: String(row.id),
                        label: String(row[parentDef.labelField] ?? row.id),
                      }))}
                    />
                  </div>
                  <Button type="submit" variant="outline">
                    Anzeigen
                  </Button>
                </Form>
                {selectedParent ? <AddButton def={childDef} search={contentSearch(childKeep)} /> : null}
              </div>
              {selectedParent ? (
                // Children save directly (no drafts), but their list marks and filters untranslated rows
                // like every other list.
                <ListWithDrafts def={childDef} rows={childRows} search={contentSearch(childKeep)} editorial={null} />
              ) : (
                <EmptyState variant="box" data-testid="choose-parent">
                  {choosePrompt}
                </EmptyState>
              )}
            </>
          )}
        </TabsContent>
      </Tabs>

      {onChild ? (
        <ContentDialogs
          def={childDefWithOptions}
          rows={childRows}
          actionData={data}
          keep={childKeep}
          defaults={{ ...childDef.defaults, ...(selected === null ? {} : { [parentField]: selected }) }}
        />
      ) : (
        <ContentDialogs def={parentDefForDialogs} rows={parents} actionData={data} editorial={editorial} />
      )}
    </main>
  );
}

/** "Dieses Event und seine 3 Organisatoren werden gelöscht." — what a parent's delete takes with it. */
export function cascadeText(
  count: number,
  { none, one, many }: { none: string; one: string; many: (n: number) => string },
) {
  if (count <= 0) return none;
  return count === 1 ? one : many(count);
}
