import type { WxrAttachmentInfo } from "./types";

export function wordpressToEditorHtml(
  _content: string,
  _ctx: { attachments: Map<number, WxrAttachmentInfo> },
): { html: string; notes: string[] } {
  throw new Error("not yet");
}

export function plainExcerpt(_html: string, _max: number): string {
  throw new Error("not yet");
}
