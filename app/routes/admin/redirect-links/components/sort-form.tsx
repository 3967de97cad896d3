import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { DIMMED, dimmed, Empty } from "./link-table";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { RedirectLinkRow } from "../redirect-links.server";
import { cn } from "~/lib/utils";
import { useT } from "~/lib/admin";

/**
 * The "Reihenfolge" tab: the whole list in one form, saved once (the server renumbers every link 1..n). With
 * JavaScript the rows move with up/down (or by typing a position and leaving the field); without it,
 * the typed positions decide the order.
 */
export function SortForm({ rows }: { rows: RedirectLinkRow[] }) {
  const navigation = useNavigation();
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [order, setOrder] = useState(() => rows.map((row) => row.id));
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [announcement, setAnnouncement] = useState("");
  if (rows.length === 0) return <Empty />;

  const byId = new Map(rows.map((row) => [row.id, row]));
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "reorder";
  const changed = order.some((id, index) => id !== rows[index]?.id) || Object.keys(drafts).length > 0;

  function moveTo(id: number, to: number) {
    const from = order.indexOf(id);
    const target = Math.max(0, Math.min(order.length - 1, to));
    setDrafts({});
    if (from < 0 || from === target) return;
    const next = order.filter((other) => other !== id);
    next.splice(target, 0, id);
    setOrder(next);
    setAnnouncement(t("{label} ist jetzt an Position {n}.", { label: `/${byId.get(id)?.short_code}`, n: target + 1 }));
  }

  return (
    <Form method="post" action="?tab=sort" className="space-y-4">
      <input type="hidden" name="intent" value="reorder" />
      <p className="text-sm text-muted-foreground">
        {t(
          "Die Reihenfolge gilt für die öffentliche Seite /weiterleitungen. Beim Speichern werden alle Links ab 1 neu nummeriert.",
        )}
      </p>
      <ol className="space-y-2" aria-label={t("Reihenfolge der Kurzlinks")}>
        {order.map((id, index) => {
          const row = byId.get(id)!;
          const label = `/${row.short_code}`;
          const inputId = `position-${id}`;
          return (
            <li
              key={id}
              className={cn(
                "flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3",
                dimmed(row) && DIMMED,
              )}
              data-testid="sort-row"
              data-code={row.short_code}
              data-dimmed={dimmed(row) || undefined}
            >
              <input type="hidden" name="ids" value={id} />
              <label htmlFor={inputId} className="sr-only">
                {t("Position von {label}", { label })}
              </label>
              <Input
                id={inputId}
                name="positions"
                type="number"
                min={1}
                max={order.length}
                step={1}
                required
                value={drafts[id] ?? String(index + 1)}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDrafts((d) => ({ ...d, [id]: value }));
                }}
                onBlur={(e) => {
                  const typed = Number(e.currentTarget.value);
                  if (Number.isInteger(typed) && typed >= 1) moveTo(id, typed - 1);
                  else setDrafts({});
                }}
                className="w-16 px-2 py-1 text-center text-base tabular-nums"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-mono font-medium">{label}</span>
                <span className="block truncate text-sm text-muted-foreground">
                  {row.description ?? row.target_url}
                </span>
              </span>
              {!row.is_active ? (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                  {t("Karte ausgeblendet")}
                </span>
              ) : null}
              {!row.redirect_active ? (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                  {t("Weiterleitung aus")}
                </span>
              ) : null}
              {hydrated ? (
                <span className="flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => moveTo(id, index - 1)}
                    disabled={index === 0}
                    className="rounded-md p-1.5 hover:bg-muted disabled:opacity-30"
                    aria-label={t("{label} nach oben verschieben", { label })}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    onClick={() => moveTo(id, index + 1)}
                    disabled={index === order.length - 1}
                    className="rounded-md p-1.5 hover:bg-muted disabled:opacity-30"
                    aria-label={t("{label} nach unten verschieben", { label })}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {hydrated && changed ? (
          <span className="text-sm text-muted-foreground">{t("Ungespeicherte Änderungen")}</span>
        ) : null}
        {hydrated && changed ? (
          <Button type="button" variant="outline" onClick={() => (setOrder(rows.map((row) => row.id)), setDrafts({}))}>
            {t("Zurücksetzen")}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? t("Wird gespeichert …") : t("Reihenfolge speichern")}
        </Button>
      </div>
    </Form>
  );
}
