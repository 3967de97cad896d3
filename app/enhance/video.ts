/**
 * Videos on a page without React (decision 0069). Nothing is fetched from the video site before the
 * visitor asks for it:
 * - an inline player's poster (`data-video-consent="pending"`, its embed in `data-embed`) becomes the
 *   player on a click on its button, or at once when marketing cookies are accepted (now or later);
 * - a watch-video button (`data-video`) opens the player in a modal dialog; Escape or its close
 *   button closes it and the focus returns to the button.
 */
import { CONSENT_EVENT, consentCookie } from "./enhance-consent";

const ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen";

function frame(src: string, title: string, className: string): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  iframe.src = src;
  iframe.title = title;
  iframe.className = className;
  iframe.allow = ALLOW;
  iframe.referrerPolicy = "strict-origin-when-cross-origin";
  return iframe;
}

/** The poster gives way to the player; `play` (a click) asks it to start, as the click on play. */
function load(poster: HTMLElement, play: boolean) {
  const embed = poster.dataset.embed;
  if (!embed || poster.dataset.videoConsent !== "pending") return;
  const url = new URL(embed);
  if (play) url.searchParams.set("autoplay", "1");
  const iframe = frame(url.href, poster.dataset.title ?? "", "h-full w-full");
  if (!play) iframe.loading = "lazy";
  poster.className = poster.dataset.boxClass ?? poster.className;
  delete poster.dataset.videoConsent;
  poster.replaceChildren(iframe);
  // The poster's button is gone: the keyboard focus continues in the player.
  if (play) iframe.focus();
}

function loadAllWithConsent() {
  if (consentCookie()?.marketing !== true) return;
  for (const poster of document.querySelectorAll<HTMLElement>('[data-video-consent="pending"]')) load(poster, false);
}

let dialog: HTMLDialogElement | null = null;

function openDialog(button: HTMLElement) {
  dialog?.remove();
  const shown = document.createElement("dialog");
  dialog = shown;
  const title = button.dataset.videoTitle ?? "Video";
  shown.setAttribute("aria-label", title);
  shown.className =
    "m-auto w-[min(92vw,960px)] max-w-none overflow-visible rounded-lg bg-black p-2 shadow-2xl backdrop:bg-black/80";
  const box = document.createElement("div");
  box.className = "aspect-video w-full";
  box.appendChild(frame(button.dataset.video!, title, "h-full w-full rounded"));
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", button.dataset.videoClose ?? "Close");
  close.className = "absolute -top-3 -right-3 rounded-full bg-white p-2 text-slate-900 shadow";
  close.innerHTML =
    '<svg class="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  close.addEventListener("click", () => shown.close());
  // Tab stays inside, as in the site's other dialogs: a guard at each end sends the focus round.
  const guard = (to: () => HTMLElement) => {
    const edge = document.createElement("span");
    edge.tabIndex = 0;
    edge.addEventListener("focus", () => to().focus());
    return edge;
  };
  const player = box.firstElementChild as HTMLElement;
  shown.appendChild(guard(() => close));
  shown.appendChild(box);
  shown.appendChild(close);
  shown.appendChild(guard(() => player));
  // A click on the backdrop (outside the box) closes it, as the overlay did.
  dialog.addEventListener("click", (event) => {
    if (event.target === shown) shown.close();
  });
  dialog.addEventListener("close", () => {
    dialog?.remove();
    dialog = null;
    // Keys pressed inside the player's frame never reach the page: the focus goes back where it was.
    button.focus();
    document.dispatchEvent(new Event("site:video"));
  });
  document.body.appendChild(dialog);
  dialog.showModal();
  // Start on the close button: Escape pressed inside the player's frame would not reach the dialog.
  close.focus();
  document.dispatchEvent(new Event("site:video"));
}

document.addEventListener("click", (event) => {
  const target = event.target as Element;
  const poster = target.closest<HTMLElement>('[data-video-consent="pending"]');
  if (poster && target.closest("button")) return load(poster, true);
  const button = target.closest<HTMLElement>("[data-video]");
  if (button?.dataset.video) openDialog(button);
});
document.addEventListener(CONSENT_EVENT, loadAllWithConsent);
loadAllWithConsent();
