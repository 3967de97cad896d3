import { mergeAttributes } from "@tiptap/core";
import { Table } from "@tiptap/extension-table";

/**
 * A table as decision 0048 stores it: rows in a tbody, without the column group and sizing styles the
 * table extension adds for its own resizing, which the editor does not offer here.
 */
export const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    const { style: _style, ...rest } = HTMLAttributes as Record<string, unknown>;
    return ["table", mergeAttributes(this.options.HTMLAttributes, rest), ["tbody", 0]];
  },
}).configure({ resizable: false });
