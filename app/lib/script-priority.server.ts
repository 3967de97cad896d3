/**
 * The module preloads React Router writes for hydration are fetched at high priority, side by side
 * with the stylesheet and the hero image. On a slow connection they share its bandwidth, so the page
 * the server already rendered is painted later than it needs to be. Marked `fetchpriority="low"`,
 * the browser fetches the stylesheet and the first image first and the scripts right after
 * (decision 0065). React Router's `<Scripts>` has no option for it, so the rendered stream gets it.
 */
const PRELOAD = new TextEncoder().encode('<link rel="modulepreload"');
const LOW = new TextEncoder().encode(' fetchpriority="low"');
const OPEN = PRELOAD[0]!;

/** Where `PRELOAD` starts in `bytes` at or after `from`, or -1. */
function findPreload(bytes: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(OPEN, from); at !== -1; at = bytes.indexOf(OPEN, at + 1)) {
    if (at + PRELOAD.length > bytes.length) return -1;
    let i = 1;
    while (i < PRELOAD.length && bytes[at + i] === PRELOAD[i]) i++;
    if (i === PRELOAD.length) return at;
  }
  return -1;
}

/** Adds `fetchpriority="low"` to every `<link rel="modulepreload"` of an HTML byte stream. */
export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  // The end of the previous chunk that may hold the start of a tag split between two chunks.
  let carry = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      let bytes = chunk;
      if (carry.length) {
        bytes = new Uint8Array(carry.length + chunk.length);
        bytes.set(carry);
        bytes.set(chunk, carry.length);
      }
      let start = 0;
      for (let at = findPreload(bytes, 0); at !== -1; at = findPreload(bytes, start)) {
        const end = at + PRELOAD.length;
        controller.enqueue(bytes.subarray(start, end));
        controller.enqueue(LOW);
        start = end;
      }
      // Keep back what could be the first part of a tag the next chunk completes.
      const keep = Math.max(start, bytes.length - (PRELOAD.length - 1));
      const tail = bytes.subarray(keep);
      if (keep > start) controller.enqueue(bytes.subarray(start, keep));
      carry = tail.slice();
    },
    flush(controller) {
      if (carry.length) controller.enqueue(carry);
    },
  });
}
