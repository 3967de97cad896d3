import { Star } from "~/components/icon";
import type { Lang } from "~/lib/i18n";

/** Whole stars out of 5 (the floor of the rating, public-site.md 5), with the value itself beside them. */
export function StarRating({
  rating,
  lang,
  showValue = true,
}: {
  rating: number | null | undefined;
  lang: Lang;
  showValue?: boolean;
}) {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, Number(rating))) : 0;
  const full = Math.floor(value);
  const label =
    lang === "de"
      ? `Bewertung ${value.toLocaleString("de-DE")} von 5`
      : `Rated ${value.toLocaleString("en-US")} out of 5`;
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={label}
      data-testid="star-rating"
      data-stars={full}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={i < full ? "h-4 w-4 fill-amber-400 text-amber-400" : "h-4 w-4 text-muted-foreground/40"}
          aria-hidden
        />
      ))}
      {showValue ? (
        <span className="ml-1 text-sm text-muted-foreground" aria-hidden>
          {value.toLocaleString(lang === "de" ? "de-DE" : "en-US")}/5
        </span>
      ) : null}
    </span>
  );
}
