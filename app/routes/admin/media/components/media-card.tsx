import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { CheckboxSwitch } from "~/components/ui/switch";
import type { MediaRow } from "../media.server";
import { CopyAddress } from "./copy-address";
import { useStaffDate, useT } from "~/lib/admin";
import { formatBytes, type MediaTexts } from "~/lib/media";
import { MediaThumb } from "~/components/admin/media-thumb";

/** One image of the grid: picture, facts, where it is used, its alt texts and the delete link. */
export function MediaCard({
  row,
  texts,
  errors,
  deleteHref,
}: {
  row: MediaRow;
  texts: MediaTexts;
  errors?: Record<string, string[] | null>;
  deleteHref: string;
}) {
  const navigation = useNavigation();
  const t = useT();
  const date = useStaffDate();
  const saving = navigation.state === "submitting" && navigation.formData?.get("id") === String(row.id);
  // German is what publishing asks for; a missing English text borrows it (decision 0047).
  const missingAlt = row.decorative ? null : !row.alt_de ? (row.alt_en ? texts.noAltDe : texts.noAlt) : null;
  const prefix = `media-${row.id}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card" data-testid="media-card">
      <div className="relative aspect-[4/3] bg-muted">
        <MediaThumb row={row} alt={row.alt_de ?? ""} lazy className="h-full w-full object-cover" />
        {missingAlt ? (
          <span className="absolute left-2 top-2 rounded bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
            {missingAlt}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
          <dt className="text-muted-foreground">{texts.fileName}</dt>
          <dd className="truncate font-mono text-xs" title={row.url}>
            {row.original_name || row.url}
          </dd>
          <dt className="text-muted-foreground">{texts.size}</dt>
          <dd>{formatBytes(row.bytes)}</dd>
          <dt className="text-muted-foreground">{texts.dimensions}</dt>
          <dd>
            {row.width} × {row.height}
          </dd>
          <dt className="text-muted-foreground">{texts.date}</dt>
          <dd>{date(row.createdAt)}</dd>
          <dt className="text-muted-foreground">{texts.usedBy}</dt>
          <dd>
            {row.usedBy.length === 0 ? (
              texts.unused
            ) : (
              <ul>
                {row.usedBy.map((use, index) => (
                  <li key={`${index}-${use.href}-${use.title}`}>
                    {use.href === null ? (
                      t(use.label)
                    ) : (
                      <Link className="underline" to={use.href}>
                        {`${t(use.label)}: ${use.title}`}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <CopyAddress id={`${prefix}-address`} url={row.url} name={row.original_name || row.url} texts={texts} />
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={row.id} />
          <Field
            id={`${prefix}-alt-de`}
            label={texts.altDe}
            errors={errors?.alt_de}
            inputProps={{ name: "alt_de", defaultValue: row.alt_de ?? "", maxLength: 300 }}
          />
          <Field
            id={`${prefix}-alt-en`}
            label={texts.altEn}
            errors={errors?.alt_en}
            hint={row.alt_de && !row.alt_en && !row.decorative ? texts.englishFromGerman : undefined}
            inputProps={{ name: "alt_en", defaultValue: row.alt_en ?? "", maxLength: 300 }}
          />
          <label className="flex items-center gap-2" htmlFor={`${prefix}-decorative`}>
            <CheckboxSwitch id={`${prefix}-decorative`} name="decorative" defaultChecked={row.decorative} />
            <span>{texts.decorative}</span>
          </label>
          <div className="flex justify-between gap-2">
            <Button type="submit" size="sm" disabled={saving}>
              {texts.save}
            </Button>
            <Button asChild size="sm" variant="destructive">
              <Link to={deleteHref} aria-label={`${texts.delete}: ${row.original_name || row.url}`}>
                {texts.delete}
              </Link>
            </Button>
          </div>
        </Form>
      </div>
    </li>
  );
}
