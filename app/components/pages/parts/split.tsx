import type { ReactNode } from "react";
import { SafeImage } from "~/components/safe-image";

/** The small capitals line above a section's heading; amber on a dark image, else the brand colour. */
export function Eyebrow({ onDark = false, lang, children }: { onDark?: boolean; lang?: string; children: ReactNode }) {
  return (
    <p
      className={`text-sm font-semibold uppercase tracking-widest ${onDark ? "text-amber-300" : "text-primary"}`}
      lang={lang}
    >
      {children}
    </p>
  );
}

/** The image half of a text-and-image section (about, services, index sections). */
export function SideImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  return (
    <div className="w-full flex-1">
      <SafeImage
        width={1200}
        height={900}
        src={src ?? undefined}
        alt={alt}
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
      />
    </div>
  );
}
