import { X } from "lucide-react";
import { useState } from "react";
import { slugify, safeHref } from "~/lib/text";
import { useT } from "~/lib/admin";
import { MediaPicker } from "./media-picker";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

/* The content form's composite controls: each keeps its own state and posts one plain field. */

/** A slug typed after its address ("/academy/"), with the resulting URL as it will be saved. */
export function PrefixedSlugInput({
  common,
  prefix,
  initial,
}: {
  common: Record<string, unknown>;
  prefix: string;
  initial: string;
}) {
  const t = useT();
  const [slug, setSlug] = useState(initial);
  const normalised = slugify(slug);
  return (
    <div>
      <div className="flex items-stretch">
        <span className="inline-flex items-center rounded-l-md border border-r-0 border-border bg-muted px-3 text-sm text-muted-foreground">
          {prefix}
        </span>
        <Input
          {...common}
          type="text"
          defaultValue={initial}
          onChange={(e) => setSlug(e.currentTarget.value)}
          className="rounded-l-none"
        />
      </div>
      <p className="mt-1 text-xs text-muted-foreground" aria-live="polite" data-testid="slug-preview">
        URL:{" "}
        <code>
          {prefix}
          {normalised || t("(wird beim Speichern gebildet)")}
        </code>
      </p>
    </div>
  );
}

/** An image URL with a live preview (only http(s) or site paths are shown) and the media library's picker. */
export function ImageInput({
  common,
  label,
  initial,
  altNote = true,
}: {
  common: Record<string, unknown>;
  /** The field's label, so the picker's button says which image it chooses. */
  label: string;
  initial: string;
  /** The picker's note on the image's alt texts (off while the field shows an error of its own). */
  altNote?: boolean;
}) {
  const t = useT();
  const [url, setUrl] = useState(initial);
  const preview = safeHref(url);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Input {...common} type="text" inputMode="url" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />
      <MediaPicker value={url} onChoose={setUrl} label={label} altNote={altNote} />
      {preview ? (
        <img
          src={preview}
          alt={t("Vorschau")}
          className="h-16 w-24 shrink-0 rounded border border-border object-cover"
          data-testid="image-preview"
        />
      ) : null}
    </div>
  );
}

/** A list of distinct texts: Enter adds, blanks and duplicates are ignored (back-office.md 5). */
export function TagsInput({
  id,
  name,
  initial,
  describedBy,
}: {
  id: string;
  name: string;
  initial: string[];
  describedBy?: string;
}) {
  const t = useT();
  const [items, setItems] = useState<string[]>(initial);
  const [draft, setDraft] = useState("");
  function add() {
    const value = draft.trim();
    if (value && !items.includes(value)) setItems([...items, value]);
    setDraft("");
  }
  return (
    <div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          aria-describedby={describedBy}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t("Hinzufügen")}
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("Einträge")}>
        {items.map((item, index) => (
          <li key={item} className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm">
            <input type="hidden" name={`${name}[${index}]`} value={item} />
            {item}
            <button
              type="button"
              onClick={() => setItems(items.filter((i) => i !== item))}
              aria-label={t("{item} entfernen", { item })}
              className="rounded-full p-0.5 hover:bg-background"
            >
              <X className="h-3 w-3" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
