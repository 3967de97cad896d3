/**
 * The public forms on a page without React (contact, newsletter; decision 0069). They post as they
 * do without JavaScript and the server's answer page is the truth (its messages, its toast); this
 * module only helps around that: the submit button says it is sending and cannot send twice, and
 * while Cloudflare Turnstile is configured its widget is rendered into the form's placeholder.
 */
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

document.addEventListener("submit", (event) => {
  const form = event.target as HTMLFormElement;
  if (!form.matches("[data-public-form]") || event.defaultPrevented) return;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit][data-pending]");
  if (!button) return;
  if (form.dataset.sending) return event.preventDefault();
  form.dataset.sending = "";
  // The post goes first; the button changes after it has been read (a disabled submitter sends nothing).
  setTimeout(() => {
    button.disabled = true;
    const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (label) label.textContent = button.dataset.pending!;
  });
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
