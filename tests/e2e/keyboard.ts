import type { ElementHandle, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Presses Tab (or Shift+Tab) until the target has the focus; fails if it is not reachable within `max`
 * presses. The target is looked up once, not before every press: a lookup by role or label computes
 * the accessible names of the whole page, which on a long back-office screen cost more than the key
 * press it was checked between (up to 200 of them per walk). A target the page has replaced since is
 * looked up again.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  let handle: ElementHandle | null = null;
  let checks = 0;
  try {
    for (let presses = 0; ; presses++) {
      // A page that replaces the target on every check is a failure too, not an endless walk.
      if (checks++ > max + 20) break;
      handle ??= await target.elementHandle();
      const state = await handle.evaluate((el) =>
        !el.isConnected ? "replaced" : el === document.activeElement ? "focused" : "elsewhere",
      );
      if (state === "focused") return;
      if (state === "replaced") {
        await handle.dispose();
        handle = null;
        presses--;
        continue;
      }
      if (presses >= max) break;
      await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    }
  } finally {
    await handle?.dispose().catch(() => {});
  }
  await expect(target, `reachable with ${back ? "Shift+Tab" : "Tab"} within ${max} presses`).toBeFocused({
    timeout: 1,
  });
}
