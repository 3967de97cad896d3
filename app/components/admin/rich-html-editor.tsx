import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { cn } from "~/lib/utils";

/*
 * The rich-text editor of the legal pages. It is loaded only by /admin/legal, lazily and after
 * hydration (legal-content-field.tsx), so no visitor downloads it. It can only write what the legal
 * pages' HTML allow-list keeps (headings h2–h4, paragraphs, lists, links, tables, simple marks): what
 * it produces is cleaned by the same sanitiser on save and on render like typed HTML.
 */

export type RichHtmlEditorProps = {
  /** HTML to start from (the textarea's value when the editor tab is opened). */
  initialHtml: string;
  /** The accessible name of the editing area. */
  label: string;
  lang: "de" | "en";
  onChange: (html: string) => void;
};

const TEXTS = {
  de: {
    tools: "Formatierung",
    paragraph: "Absatz",
    h2: "Überschrift 2",
    h3: "Überschrift 3",
    h4: "Überschrift 4",
    bold: "Fett",
    italic: "Kursiv",
    bullets: "Aufzählung",
    numbers: "Nummerierte Liste",
    link: "Link setzen",
    unlink: "Link entfernen",
    linkPrompt: "Adresse des Links (https://…, mailto:… oder /pfad):",
    table: "Tabelle einfügen",
    row: "Zeile darunter",
    column: "Spalte rechts",
    deleteRow: "Zeile löschen",
    deleteColumn: "Spalte löschen",
    deleteTable: "Tabelle löschen",
    undo: "Rückgängig",
    redo: "Wiederholen",
  },
  en: {
    tools: "Formatting",
    paragraph: "Paragraph",
    h2: "Heading 2",
    h3: "Heading 3",
    h4: "Heading 4",
    bold: "Bold",
    italic: "Italic",
    bullets: "Bulleted list",
    numbers: "Numbered list",
    link: "Set link",
    unlink: "Remove link",
    linkPrompt: "Link address (https://…, mailto:… or /path):",
    table: "Insert table",
    row: "Row below",
    column: "Column right",
    deleteRow: "Delete row",
    deleteColumn: "Delete column",
    deleteTable: "Delete table",
    undo: "Undo",
    redo: "Redo",
  },
} as const;

/** Only link targets the sanitiser keeps; anything else is not set at all. */
function linkTargetOf(input: string | null): string | null {
  const value = input?.trim() ?? "";
  if (!value) return null;
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return null;
}

/** The editing area looks like the public legal page (headings, lists, tables with borders). */
const CONTENT_CLASS = [
  "min-h-[300px] rounded-b-md border border-input bg-background p-3 leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary",
  "[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_p]:my-2",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-primary [&_a]:underline",
  "[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-border [&_td]:p-2 [&_.selectedCell]:bg-primary/10",
].join(" ");

export default function RichHtmlEditor({ initialHtml, label, lang, onChange }: RichHtmlEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: false, protocols: ["mailto", "tel"] },
      }),
      TableKit.configure({ table: { resizable: false } }),
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
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  if (!editor) return <p className="text-sm text-muted-foreground">…</p>;
  return (
    <div>
      <Toolbar editor={editor} lang={lang} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, lang }: { editor: Editor; lang: "de" | "en" }) {
  const t = TEXTS[lang];
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
      link: e.isActive("link"),
      inTable: e.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = linkTargetOf(window.prompt(t.linkPrompt, previous));
    if (href) chain().extendMarkRange("link").setLink({ href }).run();
  };
  return (
    <div
      role="group"
      aria-label={t.tools}
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-input bg-muted p-1"
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
      <Tool label={t.link} pressed={state.link} onClick={setLink}>
        🔗
      </Tool>
      {state.link ? (
        <Tool label={t.unlink} onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
          ⛓︎✕
        </Tool>
      ) : null}
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
