import type { Slide } from "~/features/carousel/slides.build";
import { CarouselSlide } from "./carousel-slide";
import { Photo } from "../photos/photo";

const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-2xl leading-none font-bold text-brand-800 hover:bg-brand-50";

/**
 * One photo at a time with previous/next arrows and a dot per photo; both ends wrap round, and
 * nothing moves until the reader moves it (docs/site.md, About pages). Drawn at build with the
 * first photo shown; src/features/carousel/browser/photo-carousel.ts moves it by setting the slides' and dots'
 * attributes, which their looks follow (a slide marked hidden from screen readers is not drawn).
 * Photos not shown are not fetched (lazy), so only the first costs data until someone asks for more.
 * The first is on screen when the page opens, its largest paint: it is asked for with the page.
 */
export function PhotoCarousel({ slides, label = "Photos" }: { slides: readonly Slide[]; label?: string }) {
  const slideId = (i: number) => `photo-slide-${i}`;
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="max-w-4xl" data-photo-carousel="">
      <div aria-live="polite">
        {slides.map((slide, i) => (
          <CarouselSlide key={slide.caption} index={i} count={slides.length} active={i === 0} className="aria-hidden:hidden" id={slideId(i)}>
            <figure>
              <Photo
                picture={slide.picture}
                alt={slide.alt}
                objectPosition={slide.objectPosition}
                priority={i === 0}
                sizes="(min-width: 1024px) 56rem, 100vw"
                className="aspect-[16/10] w-full rounded-2xl object-cover shadow-sm"
              />
              <figcaption className="mt-3 text-lg text-slate-700">{slide.caption}</figcaption>
            </figure>
          </CarouselSlide>
        ))}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <button type="button" className={arrowClass} aria-label="Previous photo" data-slide-previous="">
          <span aria-hidden="true">‹</span>
        </button>
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.caption}
              type="button"
              aria-label={`Photo ${i + 1}: ${slide.caption}`}
              aria-controls={slideId(i)}
              aria-current={i === 0 ? "true" : undefined}
              data-slide-dot=""
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className="block size-3 rounded-full border-2 border-brand-700 bg-white transition-colors group-hover:bg-brand-100 group-aria-[current=true]:bg-brand-700"
              />
            </button>
          ))}
        </div>
        <button type="button" className={arrowClass} aria-label="Next photo" data-slide-next="">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
