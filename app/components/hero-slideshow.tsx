import { ChevronLeft, ChevronRight, Play } from "~/components/icon";
import { useCallback, useEffect, useState } from "react";
import { type PublicHeroSection, STOCK_SLIDES } from "~/lib/pages";
import { loc, t, type Lang, localPath } from "~/lib/i18n";
import { safeHref, safeHttpUrl, safeImageSrc } from "~/lib/text";
import { clsx as cx } from "clsx";
import { preloadVideoModal, useVideoModal, videoButtonData } from "./video-modal";
import { mediaSrcSet } from "~/lib/media";
import { useHydrated } from "~/lib/use-hydrated";
import { Enhance } from "./enhance";

const DEFAULT_SLIDE_DURATION = 5000;

type Slide = {
  key: string;
  image: string;
  header: string;
  subheader: string;
  text: string;
  buttonText: string | null;
  buttonLink: string | null;
  buttonTarget: "_blank" | "_self";
  video: string | null;
  duration: number;
};

const STOCK_TEXT = {
  de: {
    header: "Willkommen",
    subheader: "Mehr Glück im Leben",
    text: "Coaching, Kurse und eine Gemeinschaft, die stärkt.",
  },
  en: {
    header: "Welcome",
    subheader: "More happiness in life",
    text: "Discover coaching, courses and a community that makes you stronger.",
  },
};

/**
 * What the general settings give every slide that lacks its own: the home video ('Video Startseite')
 * and the start button's target ('Jetzt starten').
 */
type SlideDefaults = { video: string | null | undefined; startLink: string | null | undefined };

/** The start button: a page of the site opens in the same tab, another site in a new one. */
function startButton(raw: string | null | undefined, lang: Lang) {
  const link = safeHref(raw);
  if (!link) return null;
  const target: Slide["buttonTarget"] = link.startsWith("/") || link.startsWith("#") ? "_self" : "_blank";
  return { buttonText: t(lang, "hero.start"), buttonLink: localPath(lang, link), buttonTarget: target };
}

function toSlides(rows: PublicHeroSection[], lang: Lang, defaults: SlideDefaults): Slide[] {
  const start = startButton(defaults.startLink, lang);
  const homeVideo = safeHttpUrl(defaults.video);
  if (rows.length === 0) {
    return STOCK_SLIDES.map((image, i) => ({
      key: `stock-${i}`,
      image,
      ...STOCK_TEXT[lang],
      buttonText: null,
      buttonLink: null,
      buttonTarget: "_self",
      ...start,
      video: homeVideo,
      duration: DEFAULT_SLIDE_DURATION,
    }));
  }
  return rows.map((row, i) => {
    const buttonText = loc(row, "button_text", lang) || null;
    const buttonLink = safeHref(row.button_link);
    const own = buttonText && buttonLink;
    return {
      key: `slide-${i}`,
      image: safeImageSrc(row.background_image) ?? STOCK_SLIDES[0],
      header: loc(row, "header", lang),
      subheader: loc(row, "subheader", lang),
      text: loc(row, "text", lang),
      buttonText,
      buttonLink,
      buttonTarget: row.button_target === "_self" ? "_self" : "_blank",
      // A slide without a button of its own gets the site's start button.
      ...(own ? null : start),
      video: safeHttpUrl(row.video_url) ?? homeVideo,
      duration: row.display_duration > 0 ? row.display_duration : DEFAULT_SLIDE_DURATION,
    };
  });
}

/**
 * Home slideshow: each slide stays for its display_duration, fades over 1000 ms, wraps around,
 * and pauses while the video modal is open or the visitor hovers/focuses it.
 */
export function HeroSlideshow({
  rows,
  lang,
  defaults = { video: null, startLink: null },
}: {
  rows: PublicHeroSection[];
  lang: Lang;
  defaults?: SlideDefaults;
}) {
  const slides = toSlides(rows, lang, defaults);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  // Keyboard focus inside pauses too, so a slide does not change under the focused control (WCAG 2.2.2).
  const [focused, setFocused] = useState(false);
  const { openVideo, isOpen } = useVideoModal();
  const count = slides.length;
  const current = slides[index % count];
  const paused = isOpen || hovered || focused;
  const hydrated = useHydrated();

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => go(index + 1), current.duration);
    return () => clearTimeout(timer);
  }, [index, paused, count, current.duration, go]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- pointer and focus inside the carousel pause it; the controls themselves are buttons.
    <section
      aria-roledescription="carousel"
      aria-label={lang === "de" ? "Willkommen" : "Welcome"}
      className="relative h-[78vh] min-h-[460px] w-full overflow-hidden bg-slate-900 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
      data-testid="hero-slideshow"
      // What a page without React needs to turn the slides (app/enhance/slideshow.ts).
      data-slideshow
      data-active-slide={index}
      data-paused={paused ? "true" : "false"}
    >
      {slides.map((slide, i) => (
        <div
          key={slide.key}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${count}`}
          aria-hidden={i !== index}
          data-slide
          data-duration={slide.duration}
          // The picture a page without React adds when the slide first comes (see below).
          data-image={i === 0 || hydrated ? undefined : slide.image}
          data-srcset={i === 0 || hydrated ? undefined : (mediaSrcSet(slide.image) ?? undefined)}
          className={cx(
            // Each slide fades over a second.
            "absolute inset-0 transition-opacity duration-1000 ease-in-out",
            i === index ? "opacity-100" : "pointer-events-none opacity-0",
          )}
        >
          {/* The other slides' pictures only show once the page's JavaScript turns the slides, so
              the server's HTML leaves them out (~480 bytes each) and they load after hydration. */}
          {i === 0 || hydrated ? (
            <img
              src={slide.image}
              srcSet={mediaSrcSet(slide.image) ?? undefined}
              // A width hint only means something beside widths to pick from.
              sizes={mediaSrcSet(slide.image) ? "100vw" : undefined}
              alt=""
              className="absolute inset-0 h-full w-full object-cover"
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
            />
          ) : null}
          <div className="hero-shade" />
          {/* On phones the controls sit in a row below the text (pb-24 keeps it free); from md beside it. */}
          <div className="hero-slide-text">
            <p className="hero-eyebrow">{slide.subheader}</p>
            {i === 0 ? <h1 className="hero-title">{slide.header}</h1> : <h2 className="hero-title">{slide.header}</h2>}
            <p className="hero-lead">{slide.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {slide.buttonText && slide.buttonLink ? (
                <a
                  href={slide.buttonLink}
                  target={slide.buttonTarget}
                  rel={slide.buttonTarget === "_blank" ? "noopener noreferrer" : undefined}
                  tabIndex={i === index ? 0 : -1}
                  className="hero-cta"
                >
                  {slide.buttonText}
                </a>
              ) : null}
              {slide.video ? (
                <button
                  type="button"
                  tabIndex={i === index ? 0 : -1}
                  onClick={() => openVideo(slide.video!)}
                  onPointerEnter={preloadVideoModal}
                  {...videoButtonData(slide.video, lang)}
                  className="hero-outline"
                >
                  <Play className="h-4 w-4" aria-hidden />
                  {` ${t(lang, "hero.watchVideo")}`}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            data-slide-step="-1"
            aria-label={t(lang, "hero.previous")}
            className="absolute bottom-4 left-3 rounded-full bg-black/40 p-2 hover:bg-black/60 md:bottom-auto md:top-1/2 md:-translate-y-1/2"
          >
            <ChevronLeft className="h-6 w-6" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            data-slide-step="1"
            aria-label={t(lang, "hero.next")}
            className="absolute bottom-4 right-3 rounded-full bg-black/40 p-2 hover:bg-black/60 md:bottom-auto md:top-1/2 md:-translate-y-1/2"
          >
            <ChevronRight className="h-6 w-6" aria-hidden />
          </button>
          <div className="absolute bottom-6 left-1/2 flex -translate-x-1/2 gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => go(i)}
                data-slide-to={i}
                aria-label={`${t(lang, "hero.goTo")} ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                className="grid h-6 w-6 place-items-center"
              >
                <span
                  className={cx(
                    "block h-2.5 rounded-full transition-all",
                    i === index ? "w-8 bg-white" : "w-2.5 bg-white/60",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
      {count > 1 ? <Enhance name="slideshow" /> : null}
      {slides.some((slide) => slide.video) ? <Enhance name="video" /> : null}
    </section>
  );
}
