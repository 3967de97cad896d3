import { useCallback, useState } from "react";
import { mediaSrcSet } from "~/lib/media";
import { PLACEHOLDER_IMAGE } from "~/lib/pages";
import { safeImageSrc } from "~/lib/text";

/**
 * An image that falls back to a neutral placeholder when its URL is missing, unsafe or fails to load.
 * Callers give width and height in the proportions of the box the image fills (its CSS sizes the
 * box): the browser reserves the space before any byte arrives, so nothing below it moves.
 */
export function SafeImage({
  src,
  alt,
  ...rest
}: React.ComponentProps<"img"> & { src: string | null | undefined; width: number; height: number }) {
  const initial = safeImageSrc(src) ?? PLACEHOLDER_IMAGE;
  const [current, setCurrent] = useState(initial);
  // A server-rendered image can fail before React attaches onError: check once on mount.
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.src !== PLACEHOLDER_IMAGE) setCurrent(PLACEHOLDER_IMAGE);
  }, []);
  // Library images come in several widths: the browser picks the smallest that fills the slot.
  const srcSet = rest.srcSet ?? mediaSrcSet(current) ?? undefined;
  return (
    <img
      {...rest}
      ref={check}
      src={current}
      srcSet={srcSet}
      // A width hint only means something beside widths to pick from.
      sizes={srcSet ? (rest.sizes ?? "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw") : undefined}
      alt={alt}
      loading={rest.loading ?? "lazy"}
      decoding="async"
      onError={() => setCurrent(PLACEHOLDER_IMAGE)}
      // For a page without React the site's module does the same (app/enhance/site.ts).
      data-fallback={PLACEHOLDER_IMAGE}
    />
  );
}
