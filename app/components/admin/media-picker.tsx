import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { MEDIA_TEXTS } from "~/lib/media";
import { useAdminLang, useT } from "~/lib/admin";
import { Button } from "../ui/button";
import { Dialog } from "./dialog";
import { Input } from "../ui/input";
import { ALT_TEXTS, altState, MediaAltForm, type PickerRow } from "./media-alt-form";
import { MediaUpload } from "./media-upload";
import { MediaThumb } from "./media-thumb";

const T = {
  open: "Bild wählen oder hochladen",
  title: "Bild aus der Medienbibliothek",
  description: "Ein Bild anklicken, um es einzusetzen, oder ein neues hochladen.",
  search: "Bilder durchsuchen",
  loading: "Wird geladen …",
  noAlt: "ohne Alt-Text",
  editAlt: "Alt-Texte bearbeiten",
};

/** The library path a field value names (a width asked for with ?w= is not part of it). */
const pathOf = (value: string) => value.split("?")[0]!;

/**
 * 'Choose or upload' beside an image URL box: one dialog above the whole page (drawn at the end of
 * <body>, so it opens on screen wherever the form is scrolled to) with the library's images, loaded
 * from the media screen's own loader, its upload and search, and the alt texts of the image the box
 * names. Choosing puts the image's /media/ path into the box; the box stays, for outside images.
 * Without JavaScript the box alone is there, as before.
 */
export function MediaPicker({
  value,
  onChoose,
  label,
  altNote = true,
}: {
  value: string;
  /** The chosen image's path, with its library row when it was picked from the grid (not just uploaded). */
  onChoose: (url: string, row?: PickerRow) => void;
  label: string;
  /** The note under the button on the library's alt texts; off where the alt texts are entered beside it. */
  altNote?: boolean;
}) {
  const t = useT();
  const lang = useAdminLang();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus goes back to what opened the picker (its button, or the alt-text note's), else to its button.
  const opener = useRef<HTMLElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const show = (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setOpen(true);
  };
  const close = () => {
    returnTo.current = opener.current?.isConnected ? opener.current : trigger.current;
    setOpen(false);
  };
  const [query, setQuery] = useState("");
  const fetcher = useFetcher<{ rows: PickerRow[] }>();
  const load = (q = query) => fetcher.load(`/admin/media${q ? `?q=${encodeURIComponent(q)}` : ""}`);
  // Every library image seen in this form, by path: the box's image stays known while a search hides it.
  const [known, setKnown] = useState<Record<string, PickerRow>>({});

  useEffect(() => {
    if (open && fetcher.state === "idle" && !fetcher.data) void load();
    // Loads once per opening; later searches load on their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const rows = fetcher.data?.rows ?? [];
  useEffect(() => {
    const loaded = fetcher.data?.rows ?? [];
    if (loaded.length) setKnown((all) => ({ ...all, ...Object.fromEntries(loaded.map((row) => [row.url, row])) }));
  }, [fetcher.data]);

  // The image just uploaded here: its alt fields take the focus once it is known.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const current = known[pathOf(value)] ?? null;
  const state = current ? altState(current) : "ok";
  const choose = (url: string, row?: PickerRow) => {
    onChoose(url, row);
    close();
  };

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="outline"
        size="sm"
        onClick={show}
        aria-label={`${t(T.open)}: ${t(label)}`}
      >
        <ImagePlus aria-hidden="true" className="mr-1 h-4 w-4" />
        {t(T.open)}
      </Button>
      {state === "ok" || !altNote ? null : (
        <p
          className={`basis-full text-sm ${state === "missing" ? "text-destructive" : "text-muted-foreground"}`}
          data-testid="image-alt-state"
        >
          {t(state === "missing" ? ALT_TEXTS.missing : ALT_TEXTS.englishFromGerman)}{" "}
          <button type="button" className="underline" onClick={show}>
            {t(T.editAlt)}
          </button>
        </p>
      )}
      <Dialog
        open={open}
        onClose={close}
        returnFocus={returnTo}
        title={T.title}
        description={T.description}
        wide
        portal
      >
        <div className="space-y-4">
          {current ? (
            <MediaAltForm
              row={current}
              focusFirst={uploaded === current.url}
              onSaved={(saved) => {
                const row = { ...current, ...saved };
                setUploaded(null);
                setKnown((all) => ({ ...all, [current.url]: row }));
                // What the caller keeps of the image (the editor's image dialog: its alt texts) follows.
                onChoose(current.url, row);
                // The grid's marks follow.
                void load();
              }}
            />
          ) : null}
          <MediaUpload
            texts={MEDIA_TEXTS[lang]}
            onUploaded={(urls) => {
              // The picker stays open on the new image, with its alt texts to fill in: a search that
              // would hide it is cleared.
              setQuery("");
              void load("");
              if (urls[0]) {
                setUploaded(urls[0]);
                onChoose(urls[0]);
              }
            }}
          />
          <Input
            type="search"
            aria-label={t(T.search)}
            placeholder={t(T.search)}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              void load(event.currentTarget.value);
            }}
          />
          {fetcher.state === "loading" && rows.length === 0 ? <p>{t(T.loading)}</p> : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="media-picker-grid">
            {rows.map((row) => {
              const name = row.alt_de || row.original_name || row.url;
              return (
                <li key={row.id}>
                  <button
                    type="button"
                    className="block w-full overflow-hidden rounded-lg border border-border text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                    onClick={() => choose(row.url, row)}
                  >
                    <MediaThumb row={row} lazy className="aspect-[4/3] w-full object-cover" />
                    <span className="block truncate px-2 py-1 text-xs">
                      {name}
                      {altState(row) === "missing" ? (
                        <span className="ml-1 text-destructive">({t(T.noAlt)})</span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </Dialog>
    </>
  );
}
