import { initialRotation, isRotating, rotationIntervalMs, rotationReducer, type RotationAction } from "../banner-rotation";
import { carouselParts, showPlayState, showSlide } from "../../carousel/browser/carousel-slides";

/**
 * The good-luck banner (docs/site.md, Good-luck banner), drawn at build by
 * src/features/good-luck-banner/good-luck-banner.tsx: the messages slide by every 6 s, a dot jumps to
 * one (which then gets its full 6 s), Pause stops them; they hold still while hovered or focused,
 * and start paused for a reader who asks for reduced motion.
 */
export function wireGoodLuckBanner(root: HTMLElement) {
  const { slides, dots, live, reducedMotion } = carouselParts(root);
  const track = root.querySelector<HTMLElement>("[data-slide-track]");
  const toggle = root.querySelector<HTMLButtonElement>("[data-rotation-toggle]");
  let state = initialRotation(slides.length);
  let timer: number | undefined;

  const dispatch = (action: RotationAction) => {
    const before = state;
    state = rotationReducer(state, action);
    if (state === before) return;
    showSlide(slides, dots, state.index);
    if (track) track.style.transform = `translateX(-${state.index * 100}%)`;
    // Announce a change the reader made, not one every 6 seconds.
    live?.setAttribute("aria-live", isRotating(state) ? "off" : "polite");
    showPlayState(toggle, !state.paused);
    // A new timer for each message, so a message reached with a dot stays its full 6 s.
    window.clearTimeout(timer);
    if (isRotating(state)) timer = window.setTimeout(() => dispatch({ type: "tick" }), rotationIntervalMs);
  };

  root.addEventListener("mouseenter", () => dispatch({ type: "hold", by: "pointer", held: true }));
  root.addEventListener("mouseleave", () => dispatch({ type: "hold", by: "pointer", held: false }));
  root.addEventListener("focusin", () => dispatch({ type: "hold", by: "focus", held: true }));
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) dispatch({ type: "hold", by: "focus", held: false });
  });
  dots.forEach((dot, index) => dot.addEventListener("click", () => dispatch({ type: "goTo", index })));
  toggle?.addEventListener("click", () => dispatch({ type: "togglePause" }));
  if (reducedMotion) dispatch({ type: "pause" });
  if (isRotating(state)) timer = window.setTimeout(() => dispatch({ type: "tick" }), rotationIntervalMs);
}
