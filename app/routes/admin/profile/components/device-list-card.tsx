import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useCloseDialog } from "~/components/admin/dialog";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { Table, TableHeader } from "~/components/ui/table";
import type { SecurityTexts } from "~/lib/accounts";
import { BACK, Card, ConfirmInDialog } from "./profile-card";

/** A browser the list shows: its two times are when it began and when it was last used. */
export type DeviceRow = { id: string; device: string; place: string | null; current: boolean; times: [string, string] };

type Confirmation = { title: string; text: string; intent: string; label: string };

/**
 * The profile's lists of browsers (the sessions, the trusted browsers): a table, this browser marked,
 * each other row ended after a confirmation, and all of them at once. The confirmations are dialogs
 * opened by the URL (`?{param}=id`, `?{all.param}={all.value}`), so the forms work without JavaScript.
 */
export function DeviceListCard({
  card,
  intro,
  error,
  testIds,
  caption,
  timeColumns,
  rows,
  param,
  one,
  oneLabel,
  all,
  texts,
  empty,
  alone,
}: {
  card: { id: string; title: string; icon: ReactNode };
  intro: string;
  error: string | null | undefined;
  testIds: { error: string; table: string; row: string };
  caption: string;
  timeColumns: [string, string];
  rows: DeviceRow[];
  /** The URL parameter that opens a row's confirmation. */
  param: string;
  one: Confirmation;
  oneLabel: (device: string) => string;
  all: Confirmation & { param: string; value: string };
  texts: SecurityTexts;
  /** Shown instead of the table when there are no rows; without it the table stays. */
  empty?: ReactNode;
  /** Shown instead of the end-all button when no row can be ended. */
  alone?: ReactNode;
}) {
  const [params] = useSearchParams();
  const endable = rows.filter((row) => !row.current || !alone);
  const ending = endable.find((row) => row.id === params.get(param)) ?? null;
  const close = useCloseDialog(BACK);
  return (
    <Card title={card.title} id={card.id} icon={card.icon}>
      <p className="mb-4 text-sm text-muted-foreground">{intro}</p>
      {error ? (
        <Alert className="mb-4" data-testid={testIds.error}>
          {error}
        </Alert>
      ) : null}
      {rows.length === 0 && empty ? (
        empty
      ) : (
        <>
          {/* On a phone each browser is a block of its cells, so nothing scrolls sideways (issue 51). */}
          <Table caption={caption} className="stack-on-phone" wrapperClassName="mb-4" data-testid={testIds.table}>
            <TableHeader
              cellClassName="py-2 pr-4 font-medium"
              columns={[
                { label: texts.colDevice },
                { label: texts.colPlace },
                { label: timeColumns[0] },
                { label: timeColumns[1] },
                { label: texts.colActions, hidden: true, className: "pr-0" },
              ]}
            />
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-border"
                  data-testid={testIds.row}
                  data-current={row.current ? "true" : undefined}
                >
                  <td className="py-2 pr-4" data-label={texts.colDevice}>
                    <span className="font-medium">{row.device}</span>
                    {row.current ? (
                      <Badge tone="success" className="ml-2">
                        {texts.thisBrowser}
                      </Badge>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4" data-label={texts.colPlace}>
                    {row.place ?? texts.placeUnknown}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap" data-label={timeColumns[0]}>
                    {row.times[0]}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap" data-label={timeColumns[1]}>
                    {row.times[1]}
                  </td>
                  <td className="py-2 text-right">
                    {endable.includes(row) ? (
                      <ButtonLink
                        to={`?${param}=${encodeURIComponent(row.id)}`}
                        aria-label={oneLabel(row.device)}
                        variant="outline"
                        size="sm"
                      >
                        {one.label}
                      </ButtonLink>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {endable.length > 0 ? (
            <div className="flex justify-end">
              <ButtonLink to={`?${all.param}=${all.value}`} variant="destructive">
                {all.label}
              </ButtonLink>
            </div>
          ) : (
            alone
          )}
        </>
      )}
      <ConfirmInDialog
        open={ending !== null}
        onClose={close}
        title={one.title}
        description={one.text}
        subject={ending ? `${ending.device}${ending.place ? ` · ${ending.place}` : ""}` : ""}
        intent={one.intent}
        id={ending?.id ?? ""}
        confirmLabel={one.label}
        texts={texts}
      />
      <ConfirmInDialog
        open={endable.length > 0 && params.get(all.param) === all.value}
        onClose={close}
        title={all.title}
        description={all.text}
        subject={null}
        intent={all.intent}
        confirmLabel={all.label}
        texts={texts}
      />
    </Card>
  );
}
