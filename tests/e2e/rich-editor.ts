import type { Editor } from "@tiptap/core";
import type { Locator } from "@playwright/test";

/*
 * The rich-text editor keeps its own selection beside the browser's and learns of a caret moved by the
 * browser (an arrow key, End) from the `selectionchange` event, which comes a task later and is ignored
 * once the focus has left the text. A test that moves the caret with a key and then leaves the text
 * (Tab to the toolbar) or presses Enter must first wait until the editor has taken the new caret, as a
 * person's hand always does; otherwise a toolbar button acts on the old selection.
 */

/** The editor's own selection: collapsed or not, the text selected, the text of the block it starts in. */
export function editorSelection(editor: Locator): Promise<{ empty: boolean; selected: string; block: string }> {
  return editor.evaluate((el: HTMLElement & { editor?: Editor }) => {
    const { state } = el.editor!;
    const { selection } = state;
    return {
      empty: selection.empty,
      selected: state.doc.textBetween(selection.from, selection.to),
      block: selection.$from.parent.textContent,
    };
  });
}
