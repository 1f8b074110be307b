import type { CarouselAction } from "../carousel";

/**
 * Shows one slide of a carousel drawn at build (src/features/carousel/carousel-slide.tsx): the others
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

/** Shows the label of a play/pause button that fits the state (`data-when="playing"` or `"paused"`). */
export function showPlayState(button: HTMLElement | null, playing: boolean) {
  for (const label of button?.querySelectorAll<HTMLElement>("[data-when]") ?? []) {
    label.toggleAttribute("hidden", label.dataset.when !== (playing ? "playing" : "paused"));
  }
}

/** Previous and next arrows and a dot per slide: each sends its move to `dispatch`. */
export function wireSlideControls(root: HTMLElement, dots: readonly HTMLElement[], dispatch: (action: CarouselAction) => void) {
  root.querySelector("[data-slide-previous]")?.addEventListener("click", () => dispatch({ type: "previous" }));
  root.querySelector("[data-slide-next]")?.addEventListener("click", () => dispatch({ type: "next" }));
  dots.forEach((dot, index) => dot.addEventListener("click", () => dispatch({ type: "go", index })));
}
