import type { WxrChannel, WxrItem, WxrSummary } from "./types";

export function summariseWxr(_channel: WxrChannel, _items: Iterable<WxrItem>): WxrSummary {
  throw new Error("not yet");
}
