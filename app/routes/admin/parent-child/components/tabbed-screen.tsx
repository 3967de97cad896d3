import { useMemo } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { type ContentTypeDef, type EditorialState, useT } from "~/lib/admin";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  AddButton,
  ContentDialogs,
  ErrorNote,
  ListWithDrafts,
  RelatedLinks,
  contentSearch,
  type ContentActionData,
} from "~/components/admin/content-screen";
import { ScreenHeader } from "~/components/admin/screen-header";
import { EmptyState } from "~/components/ui/empty-state";
import { confirmDeleteOf, keepOf, listUrlOf, tabOf, type Screen, type Tab } from "../tabs";

type Row = Record<string, unknown> & { id: number };

/** The Radix value of a tab (the first tab has no ?tab= value). */
const radixValue = (tab: Tab) => tab.value || "main";

/**
 * A screen with tabs over several content types (../tabs.ts): a tab of its own type shows its list;
 * a child tab shows the children of the parent chosen in ?<param>=ID. The tab lives in ?tab=; the
 * dialogs are the shared ones, for the type of the open tab. Deleting a parent deletes its children
 * (ON DELETE CASCADE), and the confirmation says how many.
 */
export function TabbedScreen({
  screen,
  rows,
  selected,
  editorial,
  loadError,
  actionData,
}: {
  screen: Screen;
  rows: Record<string, Row[]>;
  selected: Record<string, number | null>;
  editorial: Record<string, EditorialState | null>;
  loadError: string | null;
  actionData: ContentActionData;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const active = tabOf(screen, params.get("tab"));
  const data = actionData;
  const dialogOpen = params.has("new") || params.has("edit") || params.has("draft");
  const first = screen.tabs[0]!;
  const rowsOf = (tab: Tab) => rows[tab.value] ?? [];
  const keep = (tab: Tab) => keepOf(tab, selected[tab.value] ?? null);

  return (
    <main id="main" className="space-y-6">
      <ScreenHeader title={screen.heading.title} intro={screen.heading.intro}>
        <RelatedLinks def={first.def} />
      </ScreenHeader>

      {loadError ? <ErrorNote message={loadError} /> : null}
      {data?.error && !dialogOpen ? <ErrorNote message={data.error} detail={data.detail} /> : null}

      <Tabs
        value={radixValue(active)}
        onValueChange={(value) => {
          const tab = screen.tabs.find((candidate) => radixValue(candidate) === value) ?? first;
          setParams(keep(tab), { replace: true, preventScrollReset: true });
        }}
        className="space-y-4"
      >
        <TabsList aria-label={t("Ansicht")}>
          {screen.tabs.map((tab) => (
            // A link to the tab's address as well: without JavaScript it is what switches the tab.
            <TabsTrigger key={radixValue(tab)} value={radixValue(tab)} asChild>
              <Link to={listUrlOf(screen, tab, selected[tab.value] ?? null)} replace preventScrollReset>
                {t(tab.tab.label)}
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>

        {screen.tabs.map((tab) => (
          <TabsContent key={radixValue(tab)} value={radixValue(tab)} className="space-y-4 focus-visible:outline-none">
            {tab.parent ? (
              <ChildTab
                tab={tab as Tab & { parent: ContentTypeDef }}
                parents={rows[screen.tabs.find((other) => other.def === tab.parent)?.value ?? ""] ?? []}
                childRows={rowsOf(tab)}
                selected={selected[tab.value] ?? null}
                keep={keep(tab)}
              />
            ) : (
              <OwnTab
                tab={tab}
                rows={rowsOf(tab)}
                keep={keep(tab)}
                titled={screen.heading.tabTitles === true}
                editorial={editorial[tab.value] ?? null}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <ActiveDialogs
        key={radixValue(active)}
        screen={screen}
        tab={active}
        rows={rows}
        selected={selected[active.value] ?? null}
        keep={keep(active)}
        editorial={editorial[active.value] ?? null}
        actionData={data}
      />
    </main>
  );
}

/** A tab of a type of its own: its list, with its title and intro on a screen of sibling types. */
function OwnTab({
  tab,
  rows,
  keep,
  titled,
  editorial,
}: {
  tab: Tab;
  rows: Row[];
  keep: Record<string, string>;
  titled: boolean;
  editorial: EditorialState | null;
}) {
  const t = useT();
  const search = contentSearch(keep);
  return (
    <>
      {titled ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-xl font-semibold">{t(tab.def.title)}</h2>
            {tab.def.intro ? <p className="text-sm text-muted-foreground">{t(tab.def.intro)}</p> : null}
          </div>
          <AddButton def={tab.def} search={search} />
        </div>
      ) : (
        <div className="flex justify-end">
          <AddButton def={tab.def} search={search} />
        </div>
      )}
      <ListWithDrafts def={tab.def} rows={rows} search={search} editorial={editorial} />
    </>
  );
}

/** A child tab: choose the parent (a GET form, so it works without JavaScript), then its children. */
function ChildTab({
  tab,
  parents,
  childRows,
  selected,
  keep,
}: {
  tab: Tab & { parent: ContentTypeDef };
  parents: Row[];
  childRows: Row[];
  selected: number | null;
  keep: Record<string, string>;
}) {
  const t = useT();
  const submit = useSubmit();
  const pick = tab.tab.pick!;
  const parentDef = tab.parent;
  const selectedParent = selected === null ? undefined : parents.find((row) => row.id === selected);
  if (parents.length === 0) {
    return (
      <EmptyState variant="box" data-testid="content-empty">
        {t(parentDef.texts.empty)}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
          <input type="hidden" name="tab" value={tab.value} />
          <div className="space-y-1.5">
            <Label htmlFor="parent-select">{t(pick.label)}</Label>
            <Select
              key={selected ?? "none"}
              id="parent-select"
              name={pick.param}
              defaultValue={selected === null ? "" : String(selected)}
              onChange={(event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
              className="w-auto min-w-64"
              placeholder={t("Bitte wählen …")}
              options={parents.map((row) => ({
                value: String(row.id),
                label: String(row[parentDef.labelField] ?? row.id),
              }))}
            />
          </div>
          <Button type="submit" variant="outline">
            {t("Anzeigen")}
          </Button>
        </Form>
        {selectedParent ? <AddButton def={tab.def} search={contentSearch(keep)} /> : null}
      </div>
      {selectedParent ? (
        // Children save directly (no drafts), but their list marks and filters untranslated rows
        // like every other list.
        <ListWithDrafts def={tab.def} rows={childRows} search={contentSearch(keep)} editorial={null} />
      ) : (
        <EmptyState variant="box" data-testid="choose-parent">
          {t(pick.prompt)}
        </EmptyState>
      )}
    </>
  );
}

/** The shared dialogs for the open tab's type. */
function ActiveDialogs({
  screen,
  tab,
  rows,
  selected,
  keep,
  editorial,
  actionData,
}: {
  screen: Screen;
  tab: Tab;
  rows: Record<string, Row[]>;
  selected: number | null;
  keep: Record<string, string>;
  editorial: EditorialState | null;
  actionData: ContentActionData;
}) {
  const [params] = useSearchParams();
  const parentField = tab.def.parent?.field;

  // A child form chooses its parent among the loaded parents; a new child starts on the selected one.
  const def = useMemo<ContentTypeDef>(() => {
    if (!tab.parent || !parentField) return tab.def;
    const labelField = tab.parent.labelField;
    const parentTab = screen.tabs.find((other) => other.def === tab.parent);
    const parents = parentTab ? (rows[parentTab.value] ?? []) : [];
    return {
      ...tab.def,
      fields: tab.def.fields.map((field) =>
        field.name === parentField
          ? {
              ...field,
              options: parents.map((row) => ({ value: String(row.id), label: String(row[labelField] ?? row.id) })),
            }
          : field,
      ),
    };
  }, [screen, tab, parentField, rows]);

  const own = rows[tab.value] ?? [];
  if (tab.parent && parentField) {
    return (
      <ContentDialogs
        def={def}
        rows={own}
        actionData={actionData}
        keep={keep}
        defaults={{ ...tab.def.defaults, ...(selected === null ? {} : { [parentField]: selected }) }}
      />
    );
  }
  // The delete confirmation of the row named by ?delete= says what goes with it.
  const deleteId = Number(params.get("delete"));
  const deleting = Number.isInteger(deleteId) ? own.find((row) => row.id === deleteId) : undefined;
  const withConfirm = deleting
    ? { ...def, texts: { ...def.texts, confirmDelete: confirmDeleteOf(screen, tab, deleting) } }
    : def;
  return <ContentDialogs def={withConfirm} rows={own} actionData={actionData} keep={keep} editorial={editorial} />;
}
