import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { MEDIA_TEXTS } from "~/lib/media/texts";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/input";
import { MediaUpload } from "./media-upload";

/** What the picker needs of each library image (the media screen's loader sends more). */
type PickerRow = {
  id: number;
  url: string;
  width: number;
  height: number;
  original_name: string;
  alt_de: string | null;
  alt_en: string | null;
  decorative: boolean;
};

const T = {
  open: "Bild wählen oder hochladen",
  title: "Bild aus der Medienbibliothek",
  description: "Ein Bild anklicken, um es einzusetzen, oder ein neues hochladen.",
  search: "Bilder durchsuchen",
  loading: "Wird geladen …",
  noAlt: "ohne Alt-Text",
};

/**
 * 'Choose or upload' beside an image URL box: a dialog with the library's images (loaded from the media
 * screen's own loader) and its upload. Choosing puts the image's /media/ path into the box; the box
 * stays, for outside images. Without JavaScript the box alone is there, as before.
 */
export function MediaPicker({ onChoose, label }: { onChoose: (url: string) => void; label: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Once the dialog and its focus trap are gone (Radix hands focus back a tick after unmounting).
    setTimeout(() => trigger.current?.focus(), 100);
  };
  const [query, setQuery] = useState("");
  const fetcher = useFetcher<{ rows: PickerRow[] }>();
  const load = (q = query) => fetcher.load(`/admin/media${q ? `?q=${encodeURIComponent(q)}` : ""}`);

  useEffect(() => {
    if (open && fetcher.state === "idle" && !fetcher.data) void load();
    // Loads once per opening; later searches load on their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const rows = fetcher.data?.rows ?? [];
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${T.open}: ${label}`}
      >
        <ImagePlus aria-hidden="true" className="mr-1 h-4 w-4" />
        {T.open}
      </Button>
      <Dialog open={open} onClose={close} returnFocus={trigger} title={T.title} description={T.description} wide>
        <div className="space-y-4">
          <MediaUpload
            texts={MEDIA_TEXTS.de}
            onUploaded={(urls) => {
              void load();
              if (urls[0]) {
                onChoose(urls[0]);
                close();
              }
            }}
          />
          <Input
            type="search"
            aria-label={T.search}
            placeholder={T.search}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              void load(event.currentTarget.value);
            }}
          />
          {fetcher.state === "loading" && rows.length === 0 ? <p>{T.loading}</p> : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="media-picker-grid">
            {rows.map((row) => {
              const missingAlt = !row.decorative && !(row.alt_de && row.alt_en);
              const name = row.alt_de || row.original_name || row.url;
              return (
                <li key={row.id}>
                  <button
                    type="button"
                    className="block w-full overflow-hidden rounded-lg border border-border text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
                    onClick={() => {
                      onChoose(row.url);
                      close();
                    }}
                  >
                    <img
                      src={`${row.url}?w=320`}
                      alt=""
                      width={row.width}
                      height={row.height}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <span className="block truncate px-2 py-1 text-xs">
                      {name}
                      {missingAlt ? <span className="ml-1 text-destructive">({T.noAlt})</span> : null}
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
