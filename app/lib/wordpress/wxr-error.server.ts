import type { WxrErrorCode } from "./types";

/** A refused or broken export: `code` for programs, `message` in German for people. */
export class WxrError extends Error {
  readonly code: WxrErrorCode;
  /** bytes of the file read without fault before the problem, where it matters (a truncated file) */
  readonly offset: number | undefined;
  /** complete items read before the problem */
  readonly items: number | undefined;
  constructor(code: WxrErrorCode, message: string, where?: { offset: number; items: number }) {
    super(message);
    this.name = "WxrError";
    this.code = code;
    this.offset = where?.offset;
    this.items = where?.items;
  }
}
