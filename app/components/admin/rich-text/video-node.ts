import { Node } from "@tiptap/core";
import { askToEdit } from "./figure-node";
import { nodeText } from "./node-text";
import { MEDIA_TOOL_TEXTS } from "./texts";
import { richTextVideoUrl as videoAddress } from "~/lib/text";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    video: {
      /** Puts a video at the selection, or replaces the selected one. */
      setVideo: (url: string) => ReturnType;
    };
  }
}

/**
 * A YouTube or Vimeo video in the text, stored as `<div data-video="URL"></div>` (decision 0048); the
 * page puts its consent-gated player there. In the editor it is a labelled block naming the address:
 * nothing of the other host loads in the back office.
 */
export const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return { url: { default: "", rendered: false } };
  },

  parseHTML() {
    return [
      {
        tag: "div[data-video]",
        getAttrs: (el) => {
          const url = videoAddress(el.getAttribute("data-video"));
          return url ? { url } : false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    return ["div", { "data-video": node.attrs.url as string }];
  },

  addCommands() {
    return {
      setVideo:
        (url) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { url } }),
    };
  },

  addNodeView() {
    return ({ node, getPos }) => {
      const dom = document.createElement("div");
      dom.className =
        "my-4 flex flex-wrap items-center gap-2 rounded-md border border-dashed border-border bg-muted p-4";
      dom.setAttribute("data-testid", "rich-video");
      const label = document.createElement("span");
      label.className = "font-medium";
      label.textContent = `▶ ${nodeText(MEDIA_TOOL_TEXTS.videoBlock)}:`;
      const address = document.createElement("span");
      address.className = "break-all text-sm";
      address.textContent = node.attrs.url as string;
      const hint = document.createElement("span");
      hint.className = "text-sm text-muted-foreground";
      hint.textContent = `(${nodeText(MEDIA_TOOL_TEXTS.clickToEdit)})`;
      for (const part of [label, address, hint]) dom.appendChild(part);
      // As with images (figure-node.ts): a click opens the dialog, the keyboard goes through the toolbar.
      dom.addEventListener("click", () => askToEdit(dom, getPos()));
      return { dom, ignoreMutation: () => true };
    };
  },
});
