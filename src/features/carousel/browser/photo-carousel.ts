import { carouselReducer } from "../carousel";
import { carouselParts, showSlide, wireSlideControls } from "./carousel-slides";

/**
 * The history page's photos (docs/site.md, About pages), drawn at build by
 * src/features/carousel/photo-carousel.tsx: the arrows step through them and wrap round at both
 * ends, a dot shows its photo; nothing moves by itself (the home carousel's rules without its
 * timer). A few lines here instead of a React island: hydrating React DOM was the page's one long
 * task after its first paint.
 */
export function wirePhotoCarousel(root: HTMLElement) {
  const { slides, dots } = carouselParts(root);
  const reduce = carouselReducer(slides.length);
  let state = { index: 0, autoplay: false };
  wireSlideControls(root, dots, (action) => {
    state = reduce(state, action);
    showSlide(slides, dots, state.index);
  });
}
