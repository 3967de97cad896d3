import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "~/lib/site-defaults";
import { safeHttpUrl } from "~/lib/url";

/** An image that falls back to a neutral placeholder when its URL is missing, unsafe or fails to load. */
export function SafeImage({ src, alt, ...rest }: React.ComponentProps<"img"> & { src: string | null | undefined }) {
  const initial = safeHttpUrl(src) ?? (src?.startsWith("/") ? src : null) ?? PLACEHOLDER_IMAGE;
  const [current, setCurrent] = useState(initial);
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={rest.loading ?? "lazy"}
      decoding="async"
      onError={() => setCurrent(PLACEHOLDER_IMAGE)}
    />
  );
}
