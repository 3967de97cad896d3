import { Node } from "@tiptap/core";
import { safeImageSrc } from "~/lib/text";
import { nodeText } from "./node-text";
import { MEDIA_TOOL_TEXTS } from "./texts";

/** What an image in the text carries (decision 0048): its address, alt texts de/en and a caption. */
export type FigureAttrs = { src: string; alt: string; altEn: string; caption: string };

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    figure: {
      /** Puts an image at the selection, or replaces the selected one. */
      setFigure: (attrs: FigureAttrs) => ReturnType;
    };
  }
}

/** Sent (bubbling) by an image's or video's block in the editor to ask for its dialog; `detail` is its position. */
export const EDIT_EVENT = "rich-text-edit";

/** What a block's edit button and click do: the editor around it opens the dialog for that position. */
export function askToEdit(from: HTMLElement, pos: number | undefined) {
  if (typeof pos === "number") from.dispatchEvent(new CustomEvent(EDIT_EVENT, { bubbles: true, detail: pos }));
}

const attr = (value: string | null | undefined) => ({ default: value ?? "", rendered: false });

/**
 * An image in the text, one block that is edited through its dialog, never typed into: the caption is
 * an attribute rather than editable content, so the stored HTML keeps exactly the shape of decision 0048,
 * `<figure><img src alt data-alt-en><figcaption>`. A bare <img> pasted into the source becomes one too.
 */
export const Figure = Node.create({
  name: "figure",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return { src: attr(""), alt: attr(""), altEn: attr(""), caption: attr("") };
  },

  parseHTML() {
    const fromImg = (img: Element | null, caption: string) => {
      const src = safeImageSrc(img?.getAttribute("src"));
      if (!img || !src) return false;
      return { src, alt: img.getAttribute("alt") ?? "", altEn: img.getAttribute("data-alt-en") ?? "", caption };
    };
    return [
      {
        tag: "figure",
        getAttrs: (el) => fromImg(el.querySelector("img"), el.querySelector("figcaption")?.textContent?.trim() ?? ""),
      },
      { tag: "img[src]", getAttrs: (el) => fromImg(el, "") },
    ];
  },

  renderHTML({ node }) {
    const { src, alt, altEn, caption } = node.attrs as FigureAttrs;
    const img = ["img", altEn ? { src, alt, "data-alt-en": altEn } : { src, alt }];
    return caption ? ["figure", {}, img, ["figcaption", {}, caption]] : ["figure", {}, img];
  },

  addCommands() {
    return {
      setFigure:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },

  // A plain DOM view: the image as the page shows it, with its caption.
  addNodeView() {
    return ({ node, getPos }) => {
      const { src, alt, caption } = node.attrs as FigureAttrs;
      const dom = document.createElement("figure");
      dom.className = "my-4 rounded-md border border-border p-2";
      dom.setAttribute("data-testid", "rich-figure");
      const img = document.createElement("img");
      img.src = src;
      img.alt = alt;
      img.className = "max-h-64 w-auto";
      dom.appendChild(img);
      if (caption) {
        const figcaption = document.createElement("figcaption");
        figcaption.className = "mt-1 text-sm text-muted-foreground";
        figcaption.textContent = caption;
        dom.appendChild(figcaption);
      }
      // A click opens the dialog; no button inside: controls nested in the text box would confuse screen
      // readers. The keyboard selects the image with the arrow keys and uses the toolbar's "Bild bearbeiten".
      dom.title = nodeText(MEDIA_TOOL_TEXTS.clickToEdit);
      dom.addEventListener("click", () => askToEdit(dom, getPos()));
      return { dom, ignoreMutation: () => true };
    };
  },
});
