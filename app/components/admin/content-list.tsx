import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import {
  isUntranslated,
  type ColumnDef,
  type ContentTypeDef,
  type EditorialRecord,
  recordPublicPath,
  staffNumber,
  useAdminLang,
  useT,
} from "~/lib/admin";
import { MissingImageBadge, StatusBadge } from "./editorial";
import { IconLink } from "./icon-link";
import { richTextPlain, safeHref } from "~/lib/text";
import { eventDateText } from "~/lib/pages";
import { cn } from "~/lib/utils";
import { EmptyState } from "../ui/empty-state";
import { SwitchButton } from "../ui/switch";
import { ListTable } from "./list-table";

type Row = Record<string, unknown> & { id: number };

/**
 * The list of any content type: its columns, switches for its toggles, up/down for manual order,
 * edit and delete. Each record has one status (decision 0054): its own on/off switch (is_active) and
 * its workflow state share one column, whose word says what visitors get; rows switched off look faded.
 */
export function ContentList({
  def,
  rows,
  search,
  offset = 0,
  total = rows.length,
  statusOf,
}: {
  def: ContentTypeDef;
  rows: Row[];
  search: (params: Record<string, string>) => string;
  /** Where `rows` start in the whole list, and its length (a paged list shows one page). */
  offset?: number;
  total?: number;
  /** A record's workflow state, for types with drafts: shown in a Status column. */
  statusOf?: (id: number) => EditorialRecord | undefined;
}) {
  const t = useT();
  if (rows.length === 0) return <ContentEmpty def={def} />;
  // The record's own switch is shown in the status column, not as a second column that could contradict it.
  const activeColumn = def.columns.find((column) => column.kind === "toggle" && column.name === "is_active");
  const columns = def.columns.filter((column) => column !== activeColumn);
  const withStatus = Boolean(statusOf || activeColumn);
  // The 'not translated' badge sits in the first column of text (the one that names the row).
  const badgeColumn = columns.find((column) => !column.kind)?.name;
  // A manual list shows its position with up/down: where the definition puts it, else first.
  const ownOrderColumn = def.columns.some((column) => column.kind === "order");
  const manual = def.ordering === "manual" && !ownOrderColumn;
  const orderCell = (row: Row, index: number, label: string) => (
    <div className="flex items-center gap-1">
      <span className="w-6 tabular-nums">{String(row.display_order ?? "")}</span>
      <MoveButton id={row.id} direction="up" disabled={offset + index === 0} label={label} />
      <MoveButton id={row.id} direction="down" disabled={offset + index === total - 1} label={label} />
    </div>
  );
  const headings = [
    ...(manual ? ["Reihenfolge"] : []),
    ...columns.map((column) => column.label),
    ...(withStatus ? ["Status"] : []),
  ];
  return (
    <ListTable
      caption={t(def.title)}
      columns={[
        ...headings.map((label) => ({ label: t(label) })),
        { label: t(def.texts.actionsColumn ?? "Aktionen"), className: "text-right" },
      ]}
    >
      {rows.map((row, index) => {
        const inactive = row.is_active === false;
        const label = String(row[def.labelField] ?? row.id);
        const publicPath = recordPublicPath(def, row);
        // Inactive rows are tinted and their images dimmed; dimmed text would fail its contrast.
        return (
          <tr
            key={row.id}
            className={cn("border-b border-border last:border-0", inactive && "bg-muted/50 [&_img]:opacity-50")}
            data-testid="content-row"
          >
            {manual ? (
              <td className="px-3 py-2" data-label={t("Reihenfolge")}>
                {orderCell(row, index, label)}
              </td>
            ) : null}
            {columns.map((column) => (
              <td key={column.name} className="px-3 py-2 align-middle" data-label={t(column.label)}>
                {column.kind === "order" ? (
                  orderCell(row, index, label)
                ) : (
                  <Cell column={column} row={row} label={label} />
                )}
                {column.also ? (
                  <span className="block text-xs text-muted-foreground">{String(row[column.also] ?? "")}</span>
                ) : null}
                {column.name === badgeColumn && isUntranslated(def, row) ? <UntranslatedBadge /> : null}
              </td>
            ))}
            {withStatus ? (
              <td className="px-3 py-2" data-label={t("Status")}>
                <div className="flex flex-wrap items-center gap-2" data-testid="record-status">
                  {activeColumn ? (
                    <ToggleSwitch
                      id={row.id}
                      field={activeColumn.name}
                      checked={row.is_active === true}
                      label={`${t(activeColumn.label)}: ${label}`}
                      note={false}
                    />
                  ) : null}
                  <StatusBadge
                    status={statusOf?.(row.id)?.status ?? "published"}
                    publishAt={statusOf?.(row.id)?.publishAt}
                    active={activeColumn ? row.is_active : undefined}
                  />
                  {statusOf?.(row.id)?.imageMissing ? <MissingImageBadge /> : null}
                </div>
              </td>
            ) : null}
            <td className="px-3 py-2">
              <RowActions
                id={row.id}
                label={label}
                search={search}
                open={
                  publicPath ? { href: publicPath, label: t("{label} auf der Website ansehen", { label }) } : undefined
                }
              />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}

/** Marks a row whose English text is missing somewhere its German text is not. */
function UntranslatedBadge() {
  const t = useT();
  return (
    <span
      className="mt-1 inline-block rounded-full border border-amber-600 px-2 py-0.5 text-xs text-amber-900 dark:text-amber-200"
      data-testid="untranslated-badge"
    >
      {t("Nicht übersetzt")}
    </span>
  );
}

/** What a type's list says while it has no records. */
export function ContentEmpty({ def }: { def: ContentTypeDef }) {
  const t = useT();
  return (
    <EmptyState variant="box" data-testid="content-empty">
      {t(def.texts.empty)}
    </EmptyState>
  );
}

/**
 * A row's actions: open it in a new tab (where it has an address), edit (?edit=) and delete (?delete=).
 * `children` come first (a screen's own buttons, such as the index sections' eye toggle).
 */
export function RowActions({
  id,
  label,
  search,
  open,
  children,
  className = "flex justify-end gap-1",
}: {
  id: number;
  label: string;
  search: (params: Record<string, string>) => string;
  open?: { href: string; label: string };
  children?: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      {children}
      {open ? (
        <a
          href={open.href}
          target="_blank"
          rel="noopener"
          className="rounded-md p-2 hover:bg-muted"
          aria-label={open.label}
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
      ) : null}
      <IconLink to={search({ edit: String(id) })} label={t("{label} bearbeiten", { label })} icon={Pencil} />
      <IconLink
        to={search({ delete: String(id) })}
        label={t("{label} löschen", { label })}
        icon={Trash2}
        tone="danger"
      />
    </div>
  );
}

function Cell({ column, row, label }: { column: ColumnDef; row: Row; label: string }) {
  const t = useT();
  const lang = useAdminLang();
  const value = row[column.name];
  switch (column.kind) {
    case "image": {
      const src = safeHref(typeof value === "string" ? value : null);
      return src ? (
        <img src={src} alt="" className="h-10 w-16 rounded object-cover" loading="lazy" />
      ) : (
        <span className="text-muted-foreground">–</span>
      );
    }
    case "tags": {
      const items = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
      return (
        <span className="flex flex-wrap gap-1">
          {items.slice(0, 3).map((item) => (
            <span key={item} className="rounded-full bg-muted px-2 py-0.5 text-xs">
              {item}
            </span>
          ))}
          {items.length > 3 ? <span className="text-xs text-muted-foreground">+{items.length - 3}</span> : null}
        </span>
      );
    }
    case "toggle":
      return (
        <ToggleSwitch id={row.id} field={column.name} checked={value === true} label={`${t(column.label)}: ${label}`} />
      );
    case "badge":
      return <span className="rounded-full bg-muted px-2 py-0.5 text-xs">{String(value ?? "")}</span>;
    case "ms":
      return <span className="tabular-nums">{staffNumber(lang, Number(value ?? 0))} ms</span>;
    case "dates": {
      const text = eventDateText(row as Parameters<typeof eventDateText>[0], lang);
      return <span>{text || <span className="text-muted-foreground">–</span>}</span>;
    }
    default: {
      const raw = value === null || value === undefined ? "" : String(value);
      // A rich text's cell shows its words, not its tags.
      const text = raw.startsWith("<") ? richTextPlain(raw) : raw;
      const shown = column.preview && text.length > column.preview ? `${text.slice(0, column.preview)}…` : text;
      return <span>{shown || <span className="text-muted-foreground">–</span>}</span>;
    }
  }
}

/** A flag switched from the list; a small form, so it also works without JavaScript. */
export function ToggleSwitch({
  id,
  field,
  checked,
  label,
  note = true,
}: {
  id: number;
  field: string;
  checked: boolean;
  label: string;
  /** 'Inaktiv' beside a switched-off is_active (off where a status beside it says so already). */
  note?: boolean;
}) {
  const t = useT();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("field") === field ? fetcher.formData.get("value") === "true" : null;
  const on = pending ?? checked;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name="value" value={String(!on)} />
      {/* A submit button drawn as the shared switch (aria-pressed): the click posts the new value. */}
      <SwitchButton
        pressed={on}
        aria-label={label}
        className="focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      />
      {note && field === "is_active" && !on ? (
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">{t("Inaktiv")}</span>
      ) : null}
    </fetcher.Form>
  );
}

/** One place up or down (the action renumbers the whole list 1..n). */
export function MoveButton({
  id,
  direction,
  disabled,
  label,
}: {
  id: number;
  direction: "up" | "down";
  disabled: boolean;
  label: string;
}) {
  const t = useT();
  const fetcher = useFetcher();
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled || fetcher.state !== "idle"}
        className="rounded-md p-1.5 hover:bg-muted disabled:opacity-30"
        aria-label={t(direction === "up" ? "{label} nach oben verschieben" : "{label} nach unten verschieben", {
          label,
        })}
      >
        <Icon className="h-4 w-4" aria-hidden />
      </button>
    </fetcher.Form>
  );
}
