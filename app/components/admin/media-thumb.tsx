/** A library image as the back office shows it: the 320-pixel version, at its own aspect until it loads. */
export function MediaThumb({
  row,
  alt = "",
  lazy = false,
  className,
}: {
  row: { url: string; width: number; height: number };
  alt?: string;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={`${row.url}?w=320`}
      alt={alt}
      width={row.width}
      height={row.height}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
