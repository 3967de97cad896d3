import type { IconComponent } from "~/components/icon";

export type FeatureTile = { icon: IconComponent; title: string; text: string };

/**
 * The four icon tiles under a page hero (academy, events, congress, community; public-site.md
 * 2.13–2.17). Meant as `children` of PageHero, so they sit on its dark image background.
 */
export function FeatureTiles({ tiles, label }: { tiles: readonly FeatureTile[]; label?: string }) {
  return (
    <ul
      className="grid grid-cols-2 gap-3 text-left sm:gap-4 lg:grid-cols-4"
      aria-label={label}
      data-testid="feature-tiles"
    >
      {tiles.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-white/20 bg-white/10 p-4 backdrop-blur-sm">
          <Icon className="mb-2 h-7 w-7 text-amber-300" aria-hidden />
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-sm text-white/80">{text}</p>
        </li>
      ))}
    </ul>
  );
}
