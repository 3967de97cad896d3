/**
 * Copy buttons (the short links on /links, decision 0069): `data-copy` holds the path; the full
 * address goes to the clipboard and a toast says so in the page's language (`data-copied`,
 * `data-copy-failed` carry the texts). Without JavaScript the button does nothing; the link beside it
 * still opens the short link.
 */
const BOX = "fixed bottom-0 right-0 z-[100] w-full max-w-sm p-4";
const LOOK = "relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg";
const PLAIN = "border-border bg-card text-foreground";
const FAILED = "border-destructive bg-destructive text-destructive-foreground";

let hide: ReturnType<typeof setTimeout> | undefined;

/** One toast at a time, as the site's toaster shows them: a new one replaces the last. */
function toast(text: string, failed: boolean) {
  document.querySelector("[data-copy-toast]")?.remove();
  const box = document.createElement("div");
  box.className = BOX;
  box.dataset.copyToast = "";
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  status.className = `${LOOK} ${failed ? FAILED : PLAIN}`;
  status.dataset.testid = "toast";
  const title = document.createElement("p");
  title.className = "text-sm font-semibold";
  title.textContent = text;
  status.appendChild(title);
  box.appendChild(status);
  document.body.appendChild(box);
  clearTimeout(hide);
  hide = setTimeout(() => box.remove(), 6000);
}

document.addEventListener("click", (event) => {
  const button = (event.target as Element).closest<HTMLElement>("[data-copy]");
  if (!button) return;
  const address = new URL(button.dataset.copy!, location.origin).href;
  navigator.clipboard.writeText(address).then(
    () => toast(button.dataset.copied ?? "", false),
    () => toast(button.dataset.copyFailed ?? "", true),
  );
});
