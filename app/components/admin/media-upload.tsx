import { useRef, useState } from "react";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import type { MediaTexts } from "~/lib/media";

/** What the upload action answers (app/routes/admin/media/media-action.server.ts). */
type UploadAnswer = { error?: string | null; uploads?: { name: string; url?: string; error?: string }[] };

type Progress = { id: number; name: string; percent: number; error: string | null; done: boolean };

/** Reads the action's answer to a data request (React Router's encoded form of it). */
async function readAnswer(body: string): Promise<UploadAnswer | null> {
  try {
    const stream = new Response(body).body!;
    const { value, done } = await decodeViaTurboStream(stream, globalThis);
    await done;
    return ((value as { data?: unknown }).data ?? null) as UploadAnswer | null;
  } catch {
    return null;
  }
}

/** One file to /admin/media with XMLHttpRequest, which reports upload progress (fetch does not). */
function send(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ ok: boolean; error: string | null; url: string | null }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/admin/media.data");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = async () => {
      const answer = await readAnswer(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      const url = answer?.uploads?.[0]?.url ?? null;
      resolve({ ok, url, error: ok ? null : (answer?.error ?? answer?.uploads?.[0]?.error ?? `HTTP ${xhr.status}`) });
    };
    xhr.onerror = () => resolve({ ok: false, error: null, url: null });
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}

/**
 * The media library's upload (the screen and the picker): a plain multipart form (works without JavaScript: choose files, press 'Upload'); with
 * JavaScript, choosing or dropping files uploads each at once with its own progress bar.
 */
export function MediaUpload({ texts, onUploaded }: { texts: MediaTexts; onUploaded?: (urls: string[]) => void }) {
  const [items, setItems] = useState<Progress[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const nextId = useRef(0);

  async function uploadAll(files: File[]) {
    const started = files.map((file) => ({
      id: nextId.current++,
      name: file.name,
      percent: 0,
      error: null,
      done: false,
    }));
    setItems((current) => [...started, ...current]);
    const update = (id: number, patch: Partial<Progress>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
    const urls: string[] = [];
    await Promise.all(
      files.map(async (file, i) => {
        const id = started[i]!.id;
        const result = await send(file, (percent) => update(id, { percent }));
        update(id, { done: true, percent: 100, error: result.ok ? null : (result.error ?? texts.failed) });
        if (result.ok && result.url) urls.push(result.url);
      }),
    );
    await revalidator.revalidate();
    onUploaded?.(urls);
    if (input.current) input.current.value = "";
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a drop target for files dragged from the desktop; the file input inside is the keyboard's way to the same upload.
    <form
      method="post"
      encType="multipart/form-data"
      action="/admin/media"
      className={`rounded-xl border-2 border-dashed p-6 text-center ${dragging ? "border-primary bg-primary/5" : "border-border"}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const files = [...event.dataTransfer.files];
        if (files.length) void uploadAll(files);
      }}
      onSubmit={(event) => {
        // Inside the picker this form sits in a dialog portal within a content form: React would pass
        // the submit on to that form.
        event.stopPropagation();
        // With JavaScript the upload never leaves the page: pressed without files, a plain post would
        // lead away from the picker's content form and lose what was typed into it.
        event.preventDefault();
        const files = [...(input.current?.files ?? [])];
        if (files.length === 0) input.current?.focus();
        else void uploadAll(files);
      }}
      data-testid="media-upload"
    >
      <p className="mb-3 text-sm text-muted-foreground">{texts.drop}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <label className="text-sm font-medium">
          <span className="sr-only">{texts.choose}</span>
          <input
            ref={input}
            type="file"
            name="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="text-sm"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              if (files.length) void uploadAll(files);
            }}
          />
        </label>
        <Button type="submit" variant="outline">
          {texts.upload}
        </Button>
      </div>
      {items.length > 0 ? (
        <ul className="mt-4 space-y-2 text-left" aria-live="polite">
          {items.map((item) => (
            <li key={item.id} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{item.name}</span>
                <span className={item.error ? "text-destructive" : "text-muted-foreground"}>
                  {item.error ?? (item.done ? texts.uploaded : `${item.percent} %`)}
                </span>
              </div>
              <progress className="h-2 w-full" max={100} value={item.percent} aria-label={item.name} />
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
