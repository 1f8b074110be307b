import { useId, useState } from "react";
import type { Slide } from "~/content/slides";
import { wrapIndex } from "~/lib/cycle";
import { Photo } from "../photo";

const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-2xl leading-none font-bold text-brand-800 hover:bg-brand-50";

/**
 * One photo at a time with previous/next arrows and a dot per photo; both ends wrap round, and
 * nothing moves until the reader moves it (docs/site.md, About pages). Photos not shown are not
 * fetched (lazy), so only the first costs data until someone asks for more. An island: it gets
 * its slides resolved (src/content/slides.ts) and imports nothing of the site's configuration.
 */
export function PhotoCarousel({ slides, label = "Photos" }: { slides: readonly Slide[]; label?: string }) {
  const [index, setIndex] = useState(0);
  const slideId = useId();
  const go = (to: number) => setIndex(wrapIndex(to, slides.length));

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="max-w-4xl">
      <div aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={slide.caption}
            id={`${slideId}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index}
          >
            <figure>
              <Photo
                picture={slide.picture}
                alt={slide.alt}
                objectPosition={slide.objectPosition}
                sizes="(min-width: 1024px) 56rem, 100vw"
                className="aspect-[16/10] w-full rounded-2xl object-cover shadow-sm"
              />
              <figcaption className="mt-3 text-lg text-slate-700">{slide.caption}</figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <button type="button" className={arrowClass} aria-label="Previous photo" onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.caption}
              type="button"
              aria-label={`Photo ${i + 1}: ${slide.caption}`}
              aria-controls={`${slideId}-${i}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block size-3 rounded-full border-2 border-brand-700 transition-colors ${i === index ? "bg-brand-700" : "bg-white group-hover:bg-brand-100"}`}
              />
            </button>
          ))}
        </div>
        <button type="button" className={arrowClass} aria-label="Next photo" onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
