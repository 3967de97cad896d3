/**
 * The public forms on a page without React (contact, newsletter; decision 0069). They post as they
 * do without JavaScript and the server's answer is the truth; this module helps around that:
 * - the submit button says it is sending and cannot send twice;
 * - a field's message from the last answer goes when the visitor changes that field;
 * - the newsletter sign-up is sent in the background (`_js`, a JSON answer): its toast and the
 *   thank-you state show in place; any refusal is sent again as the plain post, whose answer page
 *   carries the server's message;
 * - while Cloudflare Turnstile is configured its widget is rendered into the form's placeholder.
 */
import { toast } from "./enhance-toast";

const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
const CHECK =
  '<svg class="h-12 w-12 text-green-600" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/></svg>';

function label(button: HTMLButtonElement): ChildNode | undefined {
  for (const node of button.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return node;
  return undefined;
}

function pending(form: HTMLFormElement, on: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-pending]");
  const text = button && label(button);
  if (!button || !text) return;
  if (on) button.dataset.idle = text.textContent ?? "";
  text.textContent = on ? button.dataset.pending! : (button.dataset.idle ?? "");
  button.disabled = on;
}

type Answer = { outcome?: { status: string; toast: { title: string; description?: string } } | null };

async function signUp(form: HTMLFormElement) {
  const body = new FormData(form);
  body.set("_js", "1");
  pending(form, true);
  const answer = await fetch(form.action, { method: "POST", body })
    .then(async (response) => (response.ok ? ((await response.json()) as Answer) : null))
    .catch(() => null);
  const outcome = answer?.outcome;
  if (!outcome || outcome.status === "failed") {
    // The plain post: the server answers with its page and its message, as without JavaScript.
    form.dataset.plain = "";
    pending(form, false);
    return form.requestSubmit();
  }
  toast(outcome.toast);
  const done = document.createElement("div");
  done.className = "mt-8 flex flex-col items-center gap-2";
  done.setAttribute("role", "status");
  done.dataset.testid = "newsletter-success";
  done.innerHTML = CHECK;
  for (const [key, className] of [
    ["thanks", "text-lg font-semibold"],
    ["thanksText", "text-muted-foreground"],
  ] as const) {
    const p = document.createElement("p");
    p.className = className;
    p.textContent = form.dataset[key] ?? "";
    done.appendChild(p);
  }
  form.replaceWith(done);
}

document.addEventListener("submit", (event) => {
  const form = event.target as HTMLFormElement;
  if (!form.matches("[data-public-form]") || event.defaultPrevented || form.dataset.plain !== undefined) return;
  if (form.dataset.sending !== undefined) return event.preventDefault();
  form.dataset.sending = "";
  if (form.dataset.thanks !== undefined) {
    event.preventDefault();
    void signUp(form).finally(() => delete form.dataset.sending);
    return;
  }
  // The post goes first; the button changes after it has been read (a disabled submitter sends nothing).
  setTimeout(() => pending(form, true));
});

// A field's message from the server's last answer goes once the visitor changes that field: it spoke of
// the value that was sent. The next answer says whether the new one is good.
document.addEventListener("input", (event) => {
  const field = event.target as HTMLElement;
  if (!field.closest("[data-public-form]") || field.getAttribute("aria-invalid") !== "true") return;
  field.removeAttribute("aria-invalid");
  for (const id of (field.getAttribute("aria-describedby") ?? "").split(/\s+/)) {
    if (id.endsWith("-error")) document.getElementById(id)?.remove();
  }
});

// Turnstile renders every `.cf-turnstile` element by itself once its script is there.
const challenges = document.querySelectorAll<HTMLElement>("[data-sitekey]");
if (challenges.length > 0) {
  for (const box of challenges) box.classList.add("cf-turnstile");
  const script = document.createElement("script");
  script.src = "https://challenges.cloudflare.com/turnstile/v0/api.js";
  script.async = true;
  script.nonce = nonce;
  document.head.appendChild(script);
}
