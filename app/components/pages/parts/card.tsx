import type * as React from "react";
import type { ReactNode } from "react";
import { SafeImage } from "~/components/safe-image";

/** A card of a public list page: an image on top, its texts below. */
export function Card({
  testId,
  image,
  bodyClassName = "flex flex-1 flex-col gap-3 p-6",
  children,
}: {
  testId: string;
  image: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      data-testid={testId}
    >
      {image}
      <div className={bodyClassName}>{children}</div>
    </li>
  );
}

/** A card's or detail page's image, 16:9 unless told, with an optional badge on its corner. */
export function CardImage({
  src,
  alt,
  width = 1600,
  height = 900,
  className = "aspect-video",
  eager = false,
  badge,
}: {
  src: React.ComponentProps<typeof SafeImage>["src"];
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  eager?: boolean;
  badge?: ReactNode;
}) {
  const image = (
    <SafeImage
      width={width}
      height={height}
      src={src}
      alt={alt}
      loading={eager ? "eager" : undefined}
      className={badge ? "absolute inset-0 h-full w-full object-cover" : `${className} w-full object-cover`}
    />
  );
  if (!badge) return image;
  return (
    <div className={`relative overflow-hidden ${className}`}>
      {image}
      {badge}
    </div>
  );
}

/** The solid badge on an image's corner (Empfohlen, Highlight). */
export function CornerBadge({ children, show = true }: { children: ReactNode; show?: boolean | null }) {
  if (!show) return null;
  return (
    <span className="absolute left-3 top-3 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
      {children}
    </span>
  );
}
