import type { ReactNode } from "react";
import { slideshowButtonLabels } from "~/features/carousel/carousel";
import type { Picture } from "~/features/photos/picture";
import { CarouselSlide } from "./carousel-slide";
import { Photo } from "../photos/photo";

export interface HomeSlide {
  picture: Picture;
  alt: string;
  caption: string;
  /** Which part of the photo to keep in view when it is cropped. */
  position?: string;
}

interface HomeCarouselProps {
  slides: readonly HomeSlide[];
  /** Names the carousel for screen readers: '<school> in pictures'. */
  schoolName: string;
  /** The welcome over the slides (title, tagline, buttons): HTML made at build. */
  children?: ReactNode;
}

const controlClass =
  "pointer-events-auto inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white";

/**
 * The full-screen home carousel (docs/site.md, Home), drawn at build with its first slide shown
 * and the slideshow playing; src/features/carousel/browser/home-carousel.ts moves it (autoplay every 5 s, the
 * arrows, dots and pause button) by setting the slides' and dots' attributes, which their looks
 * follow. Only the first slide's photo is fetched at once.
 */
export function HomeCarousel({ slides, schoolName, children }: HomeCarouselProps) {
  return (
    <section
      data-home-carousel=""
      aria-roledescription="carousel"
      aria-label={`${schoolName} in pictures`}
      className="relative isolate h-[calc(100svh-4rem)] max-h-[56rem] min-h-[30rem] overflow-hidden bg-brand-900"
    >
      <div aria-live="off">
        {slides.map((slide, i) => (
          <CarouselSlide
            key={slide.caption}
            index={i}
            count={slides.length}
            active={i === 0}
            className="absolute inset-0 opacity-100 transition-opacity duration-700 ease-in-out aria-hidden:opacity-0"
          >
            <Photo
              picture={slide.picture}
              alt={slide.alt}
              priority={i === 0}
              sizes="100vw"
              objectPosition={slide.position}
              className="size-full object-cover"
            />
            {/* Above the floating 'Enroll Today' button (80 px, 12 px up, a 4 px ring: 96 px), which a
                long caption's last line reached on a phone. */}
            <p className="absolute inset-x-0 bottom-28 mx-auto max-w-3xl px-6 text-center text-lg font-medium text-white sm:text-xl">
              <span className="rounded-lg bg-black/60 box-decoration-clone px-2 py-0.5 leading-relaxed">{slide.caption}</span>
            </p>
          </CarouselSlide>
        ))}
      </div>
      <div className="absolute inset-0 -z-0 bg-gradient-to-b from-black/55 via-black/10 to-black/40" aria-hidden="true" />
      <div className="pointer-events-none absolute inset-x-0 top-[18%] px-6 text-center text-white">{children}</div>
      {/* Bottom left on phones, so the floating 'Enroll Today' button never covers a control. */}
      <div className="pointer-events-none absolute inset-x-0 bottom-4 flex items-center justify-start gap-1 px-3 sm:bottom-6 sm:justify-center sm:gap-3">
        <button type="button" className={controlClass} aria-label="Previous slide" data-slide-previous="">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        {slides.map((slide, i) => (
          <button
            key={slide.caption}
            type="button"
            aria-label={`Show slide ${i + 1} of ${slides.length}`}
            aria-current={i === 0 ? "true" : undefined}
            data-slide-dot=""
            className="group pointer-events-auto inline-flex size-11 items-center justify-center"
          >
            <span aria-hidden="true" className="block size-3.5 rounded-full border-2 border-white bg-transparent group-aria-[current=true]:bg-white" />
          </button>
        ))}
        <button type="button" className={controlClass} aria-label="Next slide" data-slide-next="">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <button type="button" className={controlClass} aria-label={slideshowButtonLabels.playing} data-slideshow-toggle="">
          <span data-when="playing" className="contents">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="3" />
            </svg>
          </span>
          <span data-when="paused" className="contents" hidden>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M8 5l11 7-11 7z" fill="currentColor" stroke="currentColor" strokeWidth="3" />
            </svg>
          </span>
        </button>
      </div>
    </section>
  );
}
