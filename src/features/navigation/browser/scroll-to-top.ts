/** How far down the page the scroll-to-top button appears. */
const SHOW_AFTER_PX = 600;

/** Shows the floating scroll-to-top button once the page is scrolled; smooth unless reduced motion is asked for. */
export function wireScrollToTop(button: HTMLButtonElement) {
  const update = () => {
    button.hidden = window.scrollY <= SHOW_AFTER_PX;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    // Keyboard users land at the top too, not just the view.
    document.getElementById("top-of-page")?.focus({ preventScroll: true });
  });
}
