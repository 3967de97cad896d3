import { Copy } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { MediaTexts } from "~/lib/media";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * An image's address, to paste into a text or another field: always shown in a read-only box (it can
 * be selected and copied by hand, also without JavaScript), and a button that copies it. When the
 * browser refuses the clipboard the box's text is selected instead, and the note says to copy it.
 */
export function CopyAddress({ id, url, name, texts }: { id: string; url: string; name: string; texts: MediaTexts }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<"copied" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setNote("copied");
    } catch {
      box.current?.focus();
      box.current?.select();
      setNote("failed");
    }
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-muted-foreground">
        {texts.address}
      </label>
      <div className="flex gap-2">
        <Input
          ref={box}
          id={id}
          readOnly
          value={url}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="media-address"
        />
        {hydrated ? (
          <Button type="button" size="sm" variant="outline" onClick={copy} aria-label={`${texts.copyAddress}: ${name}`}>
            <Copy className="h-4 w-4" aria-hidden />
            {texts.copy}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className={`text-xs ${note === "failed" ? "text-destructive" : "text-muted-foreground"}`}>
        {note === "copied" ? texts.copied : note === "failed" ? texts.copyFailed : null}
      </p>
    </div>
  );
}
