/**
 * A browser and system in plain words from a User-Agent header ("Firefox", "Windows"), for the list
 * of one's own sessions and a new passkey's default name. Deliberately simple: a few families people
 * know, checked in an order that keeps look-alikes apart (Edge and Opera also say "Chrome", Chrome
 * also says "Safari"); anything else is null and the caller says "unknown".
 */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  const ua = userAgent ?? "";
  return { browser: browserOf(ua), os: systemOf(ua) };
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bHeadlessChrome\//, "Chrome (headless)"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function browserOf(ua: string): string | null {
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}

function systemOf(ua: string): string | null {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}
