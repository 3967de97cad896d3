import { useId } from "react";
import { staffNumber, useAdminLang, type Translate } from "~/lib/admin";

/*
 * Small server-rendered SVG charts for short-link clicks and visitor statistics: no chart library, no
 * script, nothing to load. Each chart is an image with a text summary for screen readers, and its numbers are one click
 * away in a real table (the accessible alternative; also what keyboard users read precisely).
 */

/** A count as the screen's language writes it ("1.234" / "1,234"), for every figure of the screen. */
export function useCount(): (n: number) => string {
  const lang = useAdminLang();
  return (n) => staffNumber(lang, n);
}

const regionNames: Partial<Record<string, Intl.DisplayNames>> = {};
/** A country code as the screen's language names it ("Österreich (AT)"); '' is unknown. */
export function countryName(code: string, lang: string, t: Translate) {
  if (!code) return t("Unbekannt");
  try {
    const names = (regionNames[lang] ??= new Intl.DisplayNames([lang], { type: "region" }));
    return `${names.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

export type Bar = { label: string; value: number; /** Drawn beside the bar, lighter (e.g. bots). */ extra?: number };

const WIDTH = 720;
const HEIGHT = 180;
const PAD_LEFT = 36;
const PAD_BOTTOM = 22;

/** A "nice" top of the axis: 1, 2, 5 × 10^n at or above the maximum. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function BarChart({
  title,
  summary,
  bars,
  valueLabel,
  extraLabel,
  labelEvery = 1,
  testId,
}: {
  title: string;
  summary: string;
  bars: Bar[];
  valueLabel: string;
  extraLabel?: string;
  /** Print every n-th label under the axis (all are in the table). */
  labelEvery?: number;
  testId?: string;
}) {
  const count = useCount();
  const id = useId();
  const max = niceMax(Math.max(0, ...bars.map((bar) => Math.max(bar.value, bar.extra ?? 0))));
  const plotWidth = WIDTH - PAD_LEFT;
  const plotHeight = HEIGHT - PAD_BOTTOM;
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(1, slot * (extraLabel ? 0.45 : 0.7));
  const y = (value: number) => plotHeight - (value / max) * (plotHeight - 8);
  return (
    <figure className="space-y-2" data-testid={testId}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-summary`}>
        <title id={`${id}-summary`}>{summary}</title>
        {/* The second series is hatched, not only lighter: the two tell apart without colour. */}
        <defs>
          <pattern id={`${id}-hatch`} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="4" height="4" className="fill-muted" />
            <line x1="0" y1="0" x2="0" y2="4" strokeWidth="2" className="stroke-muted-foreground" />
          </pattern>
        </defs>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD_LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
            <text x={PAD_LEFT - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {count(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = PAD_LEFT + index * slot + (slot - barWidth * (extraLabel ? 2 : 1)) / 2;
          return (
            // Labels repeat over a range longer than a year (days without their year): keyed by place.
            <g key={index}>
              <rect
                x={x}
                y={y(bar.value)}
                width={barWidth}
                height={plotHeight - y(bar.value)}
                className="fill-primary"
              />
              {extraLabel && bar.extra ? (
                <rect
                  x={x + barWidth}
                  y={y(bar.extra)}
                  width={barWidth}
                  height={plotHeight - y(bar.extra)}
                  fill={`url(#${id}-hatch)`}
                  className="stroke-muted-foreground"
                  strokeWidth={0.5}
                />
              ) : null}
              {index % labelEvery === 0 ? (
                <text
                  x={PAD_LEFT + index * slot + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {extraLabel ? (
        <p className="flex gap-4 text-xs text-muted-foreground" aria-hidden>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2 w-3 bg-primary" /> {valueLabel}
          </span>
          <span className="inline-flex items-center gap-1">
            <svg width="12" height="8" aria-hidden focusable="false">
              <rect width="12" height="8" fill={`url(#${id}-hatch)`} className="stroke-muted-foreground" />
            </svg>{" "}
            {extraLabel}
          </span>
        </p>
      ) : null}
    </figure>
  );
}

/** The same numbers as a table, folded away under a summary line (open it with Enter or Space). */
export function ChartTable({
  summary,
  caption,
  headers,
  rows,
  testId,
}: {
  summary: string;
  caption: string;
  headers: string[];
  rows: (string | number)[][];
  testId?: string;
}) {
  const count = useCount();
  return (
    <details className="rounded-md border border-border" data-testid={testId}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary">
        {summary}
      </summary>
      {/* No scrolling box of its own (it would need a keyboard focus stop): the page scrolls. */}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {headers.map((header, index) => (
                <th key={header} scope="col" className={index === 0 ? "px-3 py-1.5" : "px-3 py-1.5 text-right"}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-border">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-3 py-1 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-3 py-1 text-right tabular-nums">
                      {typeof cell === "number" ? count(cell) : cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A tiny trend line for a list row. Decorative: the row states the numbers in words. */
export function Sparkline({ values, className }: { values: number[]; className?: string }) {
  const width = 96;
  const height = 24;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values
    .map((value, index) => `${(index * step).toFixed(1)},${(height - 2 - (value / max) * (height - 4)).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden
      focusable="false"
      className={className}
      data-testid="sparkline"
    >
      <polyline
        points={points}
        fill="none"
        strokeWidth={1.5}
        className="stroke-primary"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
