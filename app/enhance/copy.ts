/**
 * Copy buttons (the short links on /links, decision 0069): `data-copy` holds the path; the full
 * address goes to the clipboard and a toast says so in the page's language (`data-copied`,
 * `data-copy-failed` carry the texts). Without JavaScript the button does nothing; the link beside it
 * still opens the short link.
 */
import { toast } from "./enhance-toast";

document.addEventListener("click", (event) => {
  const button = (event.target as Element).closest<HTMLElement>("[data-copy]");
  if (!button) return;
  const address = new URL(button.dataset.copy!, location.origin).href;
  navigator.clipboard.writeText(address).then(
    () => toast({ title: button.dataset.copied ?? "" }),
    () => toast({ title: button.dataset.copyFailed ?? "", failed: true }),
  );
});
