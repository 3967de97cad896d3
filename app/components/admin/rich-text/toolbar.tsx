import { useEditorState, type Editor } from "@tiptap/react";
import { useT } from "~/lib/admin";
import { cn } from "~/lib/utils";
import { MEDIA_TOOL_TEXTS, type ToolTexts } from "./texts";

/**
 * The editor's buttons, each with its name and, for what can be on or off at the caret (marks, block
 * kinds), aria-pressed. `media` adds the image and video buttons of content forms.
 */
export function Toolbar({
  editor,
  texts: t,
  onLink,
  media,
}: {
  editor: Editor;
  texts: ToolTexts;
  onLink: () => void;
  media?: { onImage: () => void; onVideo: () => void };
}) {
  // The image and video tools are the content forms' own; their words come from the dictionary.
  const tr = useT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      inTable: e.isActive("table"),
      figure: e.isActive("figure"),
      video: e.isActive("video"),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="group"
      aria-label={t.tools}
      className="sticky top-[var(--sticky-top,0px)] z-10 flex flex-wrap gap-1 rounded-t-md border border-b-0 border-input bg-muted p-1"
      data-testid="rich-toolbar"
    >
      <Tool label={t.paragraph} pressed={state.paragraph} onClick={() => chain().setParagraph().run()}>
        ¶
      </Tool>
      <Tool label={t.h2} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t.h3} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label={t.h4} pressed={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()}>
        H4
      </Tool>
      <Tool label={t.bold} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </Tool>
      <Tool label={t.italic} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </Tool>
      <Tool label={t.bullets} pressed={state.bullets} onClick={() => chain().toggleBulletList().run()}>
        • —
      </Tool>
      <Tool label={t.numbers} pressed={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
        1. —
      </Tool>
      <Tool label={t.quote} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        ❝
      </Tool>
      <Tool label={t.link} pressed={state.link} onClick={onLink}>
        🔗
      </Tool>
      {state.link ? (
        <Tool label={t.unlink} onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
          ⛓︎✕
        </Tool>
      ) : null}
      <Tool label={t.rule} onClick={() => chain().setHorizontalRule().run()}>
        ―
      </Tool>
      <Tool label={t.table} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
        ▦
      </Tool>
      {state.inTable ? (
        <>
          <Tool label={t.row} onClick={() => chain().addRowAfter().run()}>
            +▤
          </Tool>
          <Tool label={t.column} onClick={() => chain().addColumnAfter().run()}>
            +▥
          </Tool>
          <Tool label={t.deleteRow} onClick={() => chain().deleteRow().run()}>
            −▤
          </Tool>
          <Tool label={t.deleteColumn} onClick={() => chain().deleteColumn().run()}>
            −▥
          </Tool>
          <Tool label={t.deleteTable} onClick={() => chain().deleteTable().run()}>
            ✕▦
          </Tool>
        </>
      ) : null}
      {media ? (
        <>
          <Tool label={tr(state.figure ? MEDIA_TOOL_TEXTS.editImage : MEDIA_TOOL_TEXTS.image)} onClick={media.onImage}>
            🖼
          </Tool>
          <Tool label={tr(state.video ? MEDIA_TOOL_TEXTS.editVideo : MEDIA_TOOL_TEXTS.video)} onClick={media.onVideo}>
            ▶
          </Tool>
        </>
      ) : null}
      <Tool label={t.undo} onClick={() => chain().undo().run()}>
        ↶
      </Tool>
      <Tool label={t.redo} onClick={() => chain().redo().run()}>
        ↷
      </Tool>
    </div>
  );
}

function Tool({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // A click with the mouse leaves the focus (and the selection) in the text, as in any word
      // processor: what is typed next goes on there, not to the button. The keyboard still reaches
      // the buttons with Tab, and each command puts the focus back into the text itself.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary",
        pressed && "bg-background shadow-sm",
      )}
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}
