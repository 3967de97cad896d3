import type { Page } from "@playwright/test";
import { answerCookieBanner, expect, test } from "../fixtures";

// Inline event/congress videos are click-to-play: no request goes to YouTube/Vimeo until the visitor
// presses play, unless they accepted marketing cookies.
const EVENT = "/events/gluecksfestival-berlin";

function videoRequests(page: Page) {
  const hosts: string[] = [];
  page.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (/youtube|vimeo|ytimg/.test(host)) hosts.push(host);
  });
  return hosts;
}

test("without marketing consent the video waits for a click on 'Video abspielen'", async ({ page }) => {
  const requests = videoRequests(page);
  await page.goto(EVENT);
  await answerCookieBanner(page);
  const player = page.getByTestId("video-embed");
  await expect(player.getByText(/Beim Abspielen werden Inhalte von YouTube geladen/)).toBeVisible();
  await expect(player.locator("iframe")).toHaveCount(0);
  expect(requests).toEqual([]);

  await player.getByRole("button", { name: /^Video abspielen/ }).click();
  const frame = player.locator("iframe");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
  await expect(frame).toHaveAttribute("title", /^Video/);
  await expect(frame).toBeFocused();
});

test("the poster speaks English on English pages", async ({ page }) => {
  await page.goto(`${EVENT}?lang=en`);
  const player = page.getByTestId("video-embed");
  await expect(player.getByRole("button", { name: /^Play video/ })).toBeVisible();
  await expect(player.getByText(/Playing loads content from YouTube/)).toBeVisible();
  await expect(player.getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute(
    "href",
    /^https:\/\/(www\.)?youtu/,
  );
});

test("with marketing consent the player is there straight away", async ({ page, context, baseURL }) => {
  const consent = JSON.stringify({ necessary: true, analytics: false, marketing: true });
  await context.addCookies([{ name: "cookieConsent", value: encodeURIComponent(consent), url: baseURL! }]);
  await page.goto(EVENT);
  const player = page.getByTestId("video-embed");
  await expect(player.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/,
  );
  await expect(player.getByRole("button", { name: /^Video abspielen/ })).toHaveCount(0);
});

test("accepting all cookies in the banner loads the player without a reload", async ({ page }) => {
  await page.goto(EVENT);
  const player = page.getByTestId("video-embed");
  await expect(player.getByRole("button", { name: /^Video abspielen/ })).toBeVisible();
  await answerCookieBanner(page, "Alle akzeptieren");
  await expect(player.locator("iframe")).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the poster links to the video on YouTube", async ({ page }) => {
    await page.goto(EVENT);
    const player = page.getByTestId("video-embed");
    await expect(player.locator("iframe")).toHaveCount(0);
    await expect(player.getByRole("link", { name: "Auf YouTube ansehen" })).toHaveAttribute("target", "_blank");
  });
});
