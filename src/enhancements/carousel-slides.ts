/**
 * Shows one slide of a carousel drawn at build (src/components/carousel-slide.tsx): the others
 * are hidden from screen readers and cannot take focus, and the dot of the one shown is marked
 * current (its look follows from that attribute, so the script sets state, never classes).
 */
export function showSlide(slides: readonly HTMLElement[], dots: readonly HTMLElement[], index: number) {
  slides.forEach((slide, i) => {
    slide.setAttribute("aria-hidden", String(i !== index));
    slide.inert = i !== index;
  });
  dots.forEach((dot, i) => {
    if (i === index) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  });
}

/** A carousel's slides and dots, in order, and what the visitor asked for about motion. */
export function carouselParts(root: HTMLElement) {
  return {
    slides: [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')],
    dots: [...root.querySelectorAll<HTMLButtonElement>("[data-slide-dot]")],
    live: root.querySelector<HTMLElement>("[aria-live]"),
    reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
  };
}
