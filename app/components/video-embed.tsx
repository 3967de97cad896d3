import { Play } from "~/components/icon";
import { useEffect, useId, useRef, useState } from "react";
import { DEFAULT_LANG } from "~/lib/i18n";
import { safeHttpUrl, inlineEmbedUrl } from "~/lib/text";
import { clsx as cx } from "clsx";
import { useRootData, useStoredConsent } from "~/lib/pages";
import { Enhance } from "./enhance";

// Pages that show a video only when its address plays (congress, events) ask the same function.
export { inlineEmbedUrl };

/** "YouTube", "Vimeo" or the host name: who receives the visitor's request when the player loads. */
function videoProvider(embed: string): string {
  const host = new URL(embed).hostname.replace(/^www\./, "");
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(host)) return "YouTube";
  if (/(^|\.)vimeo\.com$/.test(host)) return "Vimeo";
  return host;
}

const texts = {
  de: {
    play: "Video abspielen",
    note: (provider: string) =>
      `Beim Abspielen werden Inhalte von ${provider} geladen und Daten an ${provider} übertragen.`,
    open: (provider: string) => `Auf ${provider} ansehen`,
  },
  en: {
    play: "Play video",
    note: (provider: string) => `Playing loads content from ${provider} and sends data to ${provider}.`,
    open: (provider: string) => `Watch on ${provider}`,
  },
};

/** The same address with autoplay on: the visitor's click on the poster is the click on play. */
function withAutoplay(embed: string): string {
  const url = new URL(embed);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

/**
 * A responsive 16:9 video player for a video link; renders nothing when the link is unusable.
 * Click to play: the third-party player is only loaded after a click on the poster, or straight away
 * when the visitor accepted marketing cookies (after hydration: the server renders the poster for
 * everyone, the consent is read in the browser). Until then no request goes to YouTube/Vimeo.
 */
export function VideoEmbed({
  url,
  title,
  className,
}: {
  url: string | null | undefined;
  title: string;
  className?: string;
}) {
  const root = useRootData();
  const lang = root?.preferences.lang ?? DEFAULT_LANG;
  const consented = useStoredConsent().consent?.marketing === true;
  const [clicked, setClicked] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const noteId = useId();
  // The poster's button is gone after the click; the keyboard focus continues in the player.
  useEffect(() => {
    if (clicked) frame.current?.focus();
  }, [clicked]);

  const src = inlineEmbedUrl(url);
  if (!src) return null;
  const l = texts[lang];
  const provider = videoProvider(src);
  const original = safeHttpUrl(url);
  const boxClass = cx("aspect-video w-full overflow-hidden rounded-2xl bg-black shadow-lg", className);

  if (clicked || consented) {
    return (
      <div className={boxClass} data-testid="video-embed">
        <iframe
          ref={frame}
          src={clicked ? withAutoplay(src) : src}
          title={title}
          className="h-full w-full"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        />
      </div>
    );
  }

  return (
    <div
      className={cx(
        boxClass,
        "relative flex flex-col items-center justify-center gap-4 bg-slate-900 p-6 text-center text-white",
      )}
      data-testid="video-embed"
      data-video-consent="pending"
      // What a page without React needs to load the player (app/enhance/video.ts).
      data-embed={src}
      data-title={title}
      data-box-class={boxClass}
    >
      <Enhance name="video" />
      <button
        type="button"
        onClick={() => setClicked(true)}
        aria-describedby={noteId}
        className="group inline-flex flex-col items-center gap-3 rounded-xl p-2 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <span className="grid h-16 w-16 place-items-center rounded-full bg-white text-slate-900 shadow-lg transition-transform group-hover:scale-105">
          <Play className="ml-1 h-7 w-7" aria-hidden />
        </span>
        <span>
          {l.play}
          <span className="sr-only">: {title}</span>
        </span>
      </button>
      <p id={noteId} className="max-w-md text-sm text-white/80">
        {l.note(provider)}
        {original ? (
          <>
            {" "}
            <a
              href={original}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2 hover:text-white"
            >
              {l.open(provider)}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
