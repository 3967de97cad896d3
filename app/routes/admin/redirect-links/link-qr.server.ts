import { correction, generate } from "lean-qr";
import { toPngBuffer } from "lean-qr/extras/node_export";
import { toSvgSource } from "lean-qr/extras/svg";

/*
 * QR codes of short links, made on the server with lean-qr (about 9 KB, no dependencies; its PNG
 * export needs only node:zlib, which the Worker has through nodejs_compat). Back office only.
 */

/** The address a link is printed with: the configured public origin, else (local runs) the request's. */
export function shortUrlOf(env: Pick<Env, "PUBLIC_ORIGIN">, request: Request, code: string): string {
  const configured =
    typeof env.PUBLIC_ORIGIN === "string" && /^https?:\/\/[^/]+$/.test(env.PUBLIC_ORIGIN.replace(/\/$/, ""))
      ? env.PUBLIC_ORIGIN.replace(/\/$/, "")
      : null;
  return `${configured ?? new URL(request.url).origin}/${code}`;
}

/** Medium error correction: survives a smudge or a small logo sticker, keeps the code small. */
function code(url: string) {
  return generate(url, { minCorrectionLevel: correction.M });
}

/** An SVG that scales to any print size (4 modules of quiet zone, as the standard asks). */
export function qrSvg(url: string): string {
  return toSvgSource(code(url), {
    on: "#000000",
    off: "#ffffff",
    pad: 4,
    width: 512,
    height: 512,
    xmlDeclaration: true,
  });
}

/** A PNG of about 1000 px (whole pixels per module), black on white. */
export function qrPng(url: string): Uint8Array<ArrayBuffer> {
  const qr = code(url);
  const scale = Math.max(4, Math.floor(1000 / (qr.size + 8)));
  const png = toPngBuffer(qr, { on: [0, 0, 0], off: [255, 255, 255], pad: 4, scale });
  return new Uint8Array(png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer);
}
