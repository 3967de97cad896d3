// WordPress's own theme test data (GPLv2), read from beside the project, never copied into it.
import fixture from "../../../../shared/fixtures/wordpress/themeunittestdata.wordpress.xml?raw";

export const WXR_FIXTURE: string = fixture;

/** A stream of the text's UTF-8 bytes in chunks of `size`, counting how many bytes were pulled. */
export function chunkedStream(bytes: Uint8Array, size = 64 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= bytes.length) return controller.close();
      const chunk = bytes.subarray(state.pulled, Math.min(bytes.length, state.pulled + size));
      state.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

/** The number of items of a post type, counted in the file's text with a pattern of our own. */
export function countType(text: string, type: string): number {
  return text.match(new RegExp(`<wp:post_type>(?:<!\\[CDATA\\[)?${type}(?:\\]\\]>)?</wp:post_type>`, "g"))?.length ?? 0;
}
