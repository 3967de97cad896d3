import type { WxrChannel, WxrItem } from "./types";

export function legacyPathsOf(_item: WxrItem, _channel: WxrChannel): string[] {
  throw new Error("not yet");
}

export function categoryPaths(_channel: WxrChannel): { slug: string; path: string }[] {
  throw new Error("not yet");
}
