/** A toast as the site's toaster shows it (components/toast-style.ts), for pages without React. */
const BOX = "fixed bottom-0 right-0 z-[100] w-full max-w-sm p-4";
const LOOK = "relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg";
const PLAIN = "border-border bg-card text-foreground";
const FAILED = "border-destructive bg-destructive text-destructive-foreground";

let hide: ReturnType<typeof setTimeout> | undefined;

function line(text: string, className: string): HTMLParagraphElement {
  const p = document.createElement("p");
  p.className = className;
  p.textContent = text;
  return p;
}

/** One toast at a time, as the site's toaster: a new one replaces the last (a server's flash toast too). */
export function toast({ title, description, failed }: { title: string; description?: string; failed?: boolean }) {
  for (const old of document.querySelectorAll("[data-static-toast]")) old.remove();
  const box = document.createElement("div");
  box.className = BOX;
  box.dataset.staticToast = "";
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  status.className = `${LOOK} ${failed ? FAILED : PLAIN}`;
  status.dataset.testid = "toast";
  status.appendChild(line(title, "text-sm font-semibold"));
  if (description) status.appendChild(line(description, "text-sm opacity-90"));
  box.appendChild(status);
  document.body.appendChild(box);
  clearTimeout(hide);
  hide = setTimeout(() => box.remove(), 6000);
}
