import { crc32 } from "node:zlib";

/** A real 4×3 PNG made unique by a text chunk, so every run uploads a new image. */
export function uniquePng(label: string): Buffer {
  const base = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4UaEBRww4OQBQxhDhRtmi7QAAAABJRU5ErkJggg==",
    "base64",
  );
  const data = Buffer.from(`Comment\0${label}`, "latin1");
  const type = Buffer.from("tEXt", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 25; // signature + IHDR chunk
  return Buffer.concat([base.subarray(0, afterHeader), length, type, data, crc, base.subarray(afterHeader)]);
}
