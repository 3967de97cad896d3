// Reads a WordPress export (WXR) item by item without holding the file whole.
import type { WxrAuthor, WxrChannel, WxrErrorCode, WxrItem, WxrPart, WxrTerm, WxrTermKind } from "./types";

/** A refused or broken export: `code` for programs, `message` in German for people. */
export class WxrError extends Error {
  readonly code: WxrErrorCode;
  /** bytes read before the problem, where it matters (a truncated file) */
  readonly offset: number | undefined;
  constructor(code: WxrErrorCode, message: string, offset?: number) {
    super(message);
    this.name = "WxrError";
    this.code = code;
    this.offset = offset;
  }
}

export async function* wxrParts(_stream: ReadableStream<Uint8Array>, _startOffset?: number): AsyncGenerator<WxrPart> {
  yield* [];
  throw new Error("not yet");
}

export function readWxr(_text: string): { channel: WxrChannel; items: WxrItem[] } {
  const authors: WxrAuthor[] = [];
  const terms: WxrTerm[] = [];
  const kind: WxrTermKind = "category";
  throw new Error(`not yet ${authors.length} ${terms.length} ${kind}`);
}
