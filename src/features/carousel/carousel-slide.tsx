import type { ReactNode } from "react";

interface CarouselSlideProps {
  index: number;
  count: number;
  active: boolean;
  className: string;
  /** For a control that names the slide it shows (`aria-controls`). */
  id?: string;
  children: ReactNode;
}

/**
 * One slide of a carousel (the WAI-ARIA carousel pattern): a group named "2 of 3". Slides not on
 * show are hidden from screen readers and cannot take focus.
 */
export function CarouselSlide({ index, count, active, className, id, children }: CarouselSlideProps) {
  return (
    <div
      id={id}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={!active}
      inert={!active}
      className={className}
    >
      {children}
    </div>
  );
}
