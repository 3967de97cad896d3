import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "../app/components/icon-names";

const pascalCase = (name: string) =>
  name
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");

/**
 * The public site's icon sprite: one <symbol> per name in ICON_NAMES, holding the shapes lucide-react
 * draws for it. Stroke, fill and size are left to the page's CSS (the `.icon` class), so an icon takes
 * the colour of its text in both themes.
 */
export function iconSprite(): string {
  const icons = lucide as unknown as Record<string, ComponentType>;
  const symbols = ICON_NAMES.map((name) => {
    const icon = icons[pascalCase(name)];
    if (!icon) throw new Error(`lucide-react has no icon "${name}"`);
    const svg = renderToStaticMarkup(createElement(icon));
    const shapes = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
