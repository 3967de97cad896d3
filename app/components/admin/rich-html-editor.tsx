import { TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { NodeSelection } from "@tiptap/pm/state";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { safeHref } from "~/lib/text";
import { EDIT_EVENT, Figure, type FigureAttrs } from "./rich-text/figure-node";
import { ImageDialog } from "./rich-text/image-dialog";
import { PlainTable } from "./rich-text/table";
import { useT } from "~/lib/admin";
import { SITE_LINK_TEXTS, TOOL_TEXTS, type ToolTexts } from "./rich-text/texts";
import { Toolbar } from "./rich-text/toolbar";
import { Video } from "./rich-text/video-node";
import { VideoDialog } from "./rich-text/video-dialog";

/*
 * The one visual editor of the back office: the legal pages' text and every rich-text field of the
 * content forms (decision 0048, 0049). It is loaded lazily and only after hydration (rich-text/
 * editing-switch.tsx), so no visitor downloads it. It can only write what the sanitiser's allow-lists
 * keep; what it produces is cleaned on save and on render like typed HTML. `media` is the content
 * forms' variant: images and videos, and links by the site's rule for links in content.
 */

export type RichHtmlEditorProps = {
  /** HTML to start from (the textarea's value when the editor tab is opened). */
  initialHtml: string;
  /** The accessible name of the editing area. */
  label: string;
  onChange: (html: string) => void;
  /** Images and videos in the text, and only http(s) and same-site links (content forms). */
  media?: boolean;
};

/** Legal pages: the link targets their allow-list keeps, mail and phone links included. */
function legalLinkTarget(value: string): string | null {
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return null;
}

/** The editing area looks like the public page (headings, lists, quotes, tables with borders). */
const CONTENT_CLASS = [
  "min-h-[300px] rounded-b-md border border-input bg-background p-3 leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary",
  "[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_p]:my-2",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-primary [&_a]:underline",
  "[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic [&_hr]:my-4",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-border [&_td]:p-2 [&_.selectedCell]:bg-primary/10 [&_.ProseMirror-selectednode]:ring-2 [&_.ProseMirror-selectednode]:ring-primary",
].join(" ");

type Open =
  | { kind: "image"; pos: number | null; attrs: FigureAttrs | null }
  | { kind: "video"; pos: number | null; url: string }
  | null;

export default function RichHtmlEditor({ initialHtml, label, onChange, media = false }: RichHtmlEditorProps) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const [linkRefused, setLinkRefused] = useState(false);
  // Where the focus goes when a dialog closes: the button (or text) it was opened from, the text after a change.
  const returnTo = useRef<HTMLElement | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: false,
          protocols: media ? [] : ["mailto", "tel"],
          // Content links are stored as a bare href; the page decides how an outside link opens.
          ...(media ? { HTMLAttributes: { target: null, rel: null } } : {}),
        },
        // <u> is outside the content forms' allow-list (decision 0048).
        ...(media ? { underline: false } : {}),
      }),
      PlainTable,
      TableRow,
      TableHeader,
      TableCell,
      ...(media ? [Figure, Video] : []),
    ],
    content: initialHtml,
    // The editor exists only in the browser (it is mounted after hydration).
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class: CONTENT_CLASS,
        "data-testid": "rich-editor",
      },
    },
    // An emptied editor holds one empty paragraph: stored as nothing, so a required field says so. The
    // empty paragraph kept after a last image or video (to write on below it) is not stored either.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML().replace(/(<p><\/p>)+$/, "")),
  });

  // An image's or video's block asks for its dialog (figure-node.ts): it opens for that block.
  useEffect(() => {
    const element = wrapper.current;
    if (!editor || !element) return;
    const edit = (event: Event) => {
      const pos = (event as CustomEvent<number>).detail;
      const node = editor.state.doc.nodeAt(pos);
      if (!node) return;
      editor.commands.setNodeSelection(pos);
      returnTo.current = editor.view.dom;
      if (node.type.name === "figure") setOpen({ kind: "image", pos, attrs: node.attrs as FigureAttrs });
      else if (node.type.name === "video") setOpen({ kind: "video", pos, url: String(node.attrs.url ?? "") });
    };
    element.addEventListener(EDIT_EVENT, edit);
    return () => element.removeEventListener(EDIT_EVENT, edit);
  }, [editor]);

  if (!editor) return <p className="text-sm text-muted-foreground">…</p>;
  const texts = Object.fromEntries(
    Object.entries(media ? { ...TOOL_TEXTS, ...SITE_LINK_TEXTS } : TOOL_TEXTS).map(([key, text]) => [key, t(text)]),
  ) as ToolTexts;

  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const answer = window.prompt(texts.linkPrompt, previous);
    const value = answer?.trim() ?? "";
    if (!value) return;
    const href = media ? safeHref(value) : legalLinkTarget(value);
    setLinkRefused(!href);
    if (href) editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    else editor.commands.focus();
  };

  /** Opens a dialog for the selected image or video, or for a new one at the caret. */
  const openDialog = (kind: "image" | "video") => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : editor.view.dom;
    const { selection } = editor.state;
    const selected =
      selection instanceof NodeSelection && selection.node.type.name === (kind === "image" ? "figure" : "video");
    const pos = selected ? selection.from : null;
    if (kind === "image") setOpen({ kind, pos, attrs: selected ? (selection.node.attrs as FigureAttrs) : null });
    else setOpen({ kind, pos, url: selected ? String(selection.node.attrs.url ?? "") : "" });
  };

  /** Runs the dialog's change on the text, replacing the node it was opened for, and closes it. */
  const applyAt = (pos: number | null, run: (e: Editor) => void) => {
    returnTo.current = editor.view.dom;
    setOpen(null);
    if (pos !== null) editor.commands.setNodeSelection(pos);
    // Something new goes after a selected image or video (just inserted, say), never in its place.
    else if (editor.state.selection instanceof NodeSelection)
      editor.commands.setTextSelection(editor.state.selection.to);
    run(editor);
  };

  return (
    <div ref={wrapper}>
      <Toolbar
        editor={editor}
        texts={texts}
        onLink={setLink}
        media={media ? { onImage: () => openDialog("image"), onVideo: () => openDialog("video") } : undefined}
      />
      <EditorContent editor={editor} />
      <p role="status" className="mt-1 text-sm text-destructive" data-testid="rich-link-refused">
        {linkRefused ? texts.linkRefused : null}
      </p>
      {open?.kind === "image" ? (
        <ImageDialog
          initial={open.attrs}
          returnFocus={returnTo}
          onClose={() => setOpen(null)}
          onApply={(attrs) => applyAt(open.pos, (e) => e.chain().focus().setFigure(attrs).run())}
        />
      ) : null}
      {open?.kind === "video" ? (
        <VideoDialog
          initial={open.url}
          returnFocus={returnTo}
          onClose={() => setOpen(null)}
          onApply={(url) => applyAt(open.pos, (e) => e.chain().focus().setVideo(url).run())}
        />
      ) : null}
    </div>
  );
}
