import { carouselReducer, homeAutoplayMs, slideshowButtonLabels, type CarouselAction } from "../carousel";
import { carouselParts, showPlayState, showSlide, wireSlideControls } from "./carousel-slides";

/**
 * The home carousel (docs/site.md, Home), drawn at build by src/features/carousel/home-carousel.tsx:
 * a new slide every 5 s; any arrow or dot stops that for good; the pause button (WCAG 2.2.2) stops
 * and starts it; it never starts for a reader who asks for reduced motion. A few lines here
 * instead of React on the home page: hydrating React DOM was the page's one long task.
 */
export function wireHomeCarousel(root: HTMLElement) {
  const { slides, dots, live, reducedMotion } = carouselParts(root);
  const pause = root.querySelector<HTMLButtonElement>("[data-slideshow-toggle]");
  const reduce = carouselReducer(slides.length);
  let state = { index: 0, autoplay: !reducedMotion };
  let timer: number | undefined;

  const dispatch = (action: CarouselAction) => {
    const wasPlaying = state.autoplay;
    state = reduce(state, action);
    showSlide(slides, dots, state.index);
    live?.setAttribute("aria-live", state.autoplay ? "off" : "polite");
    if (pause) {
      pause.setAttribute("aria-label", state.autoplay ? slideshowButtonLabels.playing : slideshowButtonLabels.paused);
      showPlayState(pause, state.autoplay);
    }
    if (state.autoplay !== wasPlaying) schedule();
  };
  const schedule = () => {
    window.clearInterval(timer);
    if (state.autoplay) timer = window.setInterval(() => dispatch({ type: "tick" }), homeAutoplayMs);
  };

  wireSlideControls(root, dots, dispatch);
  pause?.addEventListener("click", () => dispatch({ type: state.autoplay ? "pause" : "play" }));
  if (reducedMotion) dispatch({ type: "pause" });
  schedule();
}
