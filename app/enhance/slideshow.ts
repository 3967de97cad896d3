/**
 * The home page's slideshow on the server's HTML (decision 0069): each slide stays for its
 * `data-duration`, fades (CSS), wraps around; arrows and dots turn it; pointer or keyboard focus
 * inside, an open video and the visitor's wish for reduced motion stop the timer. The later slides'
 * pictures are added from their `data-image` once the page has loaded.
 */
const SHOWN = ["opacity-100"];
const HIDDEN = ["pointer-events-none", "opacity-0"];
const DOT_ON = ["w-8", "bg-white"];
const DOT_OFF = ["w-2.5", "bg-white/60"];

function picture(slide: HTMLElement) {
  const src = slide.dataset.image;
  if (!src) return;
  delete slide.dataset.image;
  const img = document.createElement("img");
  img.src = src;
  if (slide.dataset.srcset) {
    img.srcset = slide.dataset.srcset;
    img.sizes = "100vw";
  }
  img.alt = "";
  img.loading = "lazy";
  img.decoding = "async";
  img.className = "absolute inset-0 h-full w-full object-cover";
  slide.insertBefore(img, slide.firstChild);
}

function attach(show: HTMLElement) {
  const slides = [...show.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...show.querySelectorAll<HTMLElement>("[data-slide-to]")];
  const count = slides.length;
  if (count < 2) return;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const paused = () => hovered || focused || reduced.matches || document.querySelector("dialog[open]") !== null;

  function schedule() {
    clearTimeout(timer);
    show.dataset.paused = String(paused());
    if (paused()) return;
    timer = setTimeout(() => go(index + 1), Number(slides[index]!.dataset.duration) || 5000);
  }

  function go(next: number) {
    index = ((next % count) + count) % count;
    slides.forEach((slide, i) => {
      const on = i === index;
      if (on) picture(slide);
      slide.setAttribute("aria-hidden", String(!on));
      slide.classList.remove(...(on ? HIDDEN : SHOWN));
      slide.classList.add(...(on ? SHOWN : HIDDEN));
      for (const control of slide.querySelectorAll<HTMLElement>("a, button")) control.tabIndex = on ? 0 : -1;
    });
    dots.forEach((dot, i) => {
      const on = i === index;
      if (on) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
      const mark = dot.firstElementChild;
      mark?.classList.remove(...(on ? DOT_OFF : DOT_ON));
      mark?.classList.add(...(on ? DOT_ON : DOT_OFF));
    });
    show.dataset.activeSlide = String(index);
    schedule();
  }

  show.addEventListener("click", (event) => {
    const control = (event.target as Element).closest<HTMLElement>("[data-slide-step], [data-slide-to]");
    if (!control) return;
    if (control.dataset.slideTo !== undefined) go(Number(control.dataset.slideTo));
    else go(index + Number(control.dataset.slideStep));
  });
  show.addEventListener("mouseenter", () => {
    hovered = true;
    schedule();
  });
  show.addEventListener("mouseleave", () => {
    hovered = false;
    schedule();
  });
  // Keyboard focus inside pauses too, so a slide does not change under the focused control (WCAG 2.2.2).
  show.addEventListener("focusin", () => {
    focused = true;
    schedule();
  });
  show.addEventListener("focusout", (event) => {
    focused = show.contains(event.relatedTarget as Node | null);
    schedule();
  });
  reduced.addEventListener("change", schedule);
  // The video dialog (app/enhance/video.ts) says when it opens and closes.
  document.addEventListener("site:video", schedule);
  // The later pictures load once the page has, so they never compete with the first one.
  const load = () => slides.forEach(picture);
  if (document.readyState === "complete") load();
  else addEventListener("load", load, { once: true });
  schedule();
}

for (const show of document.querySelectorAll<HTMLElement>("[data-slideshow]")) attach(show);
