import { wrapIndex } from "../lib/cycle";
import { carouselParts, showSlide } from "./carousel-slides";

/**
 * The history page's photos (docs/site.md, About pages), drawn at build by
 * src/components/about/photo-carousel.tsx: the arrows step through them and wrap round at both
 * ends, a dot shows its photo; nothing moves by itself. A few lines here instead of a React
 * island: hydrating React DOM was the page's one long task after its first paint.
 */
export function wirePhotoCarousel(root: HTMLElement) {
  const { slides, dots } = carouselParts(root);
  let index = 0;
  const go = (to: number) => {
    index = wrapIndex(to, slides.length);
    showSlide(slides, dots, index);
  };
  root.querySelector("[data-slide-previous]")?.addEventListener("click", () => go(index - 1));
  root.querySelector("[data-slide-next]")?.addEventListener("click", () => go(index + 1));
  dots.forEach((dot, i) => dot.addEventListener("click", () => go(i)));
}
