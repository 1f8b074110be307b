import { useEffect, useReducer, type FocusEvent } from "react";
import { goodLuckMessages } from "~/content/good-luck-messages";
import { CarouselSlide } from "./carousel-slide";
import { initialRotation, isRotating, rotationIntervalMs, rotationReducer } from "~/lib/banner-rotation";

/**
 * The good-luck banner (SPEC.md §2.5): three messages sliding every 6 s (800 ms slide), dots to
 * jump to one, and a Pause button. It holds still while hovered or focused, and starts paused
 * for readers who ask for reduced motion. All three messages are in the prerendered HTML.
 */
export function GoodLuckBanner() {
  const [state, dispatch] = useReducer(rotationReducer, goodLuckMessages.length, initialRotation);
  const rotating = isRotating(state);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) dispatch({ type: "pause" });
  }, []);

  // A new timer for each message, so a dot press gives the chosen message its full 6 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), rotationIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index]);

  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: "hold", by: "focus", held: false });
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Good luck messages"
      className="page-container py-8"
      onMouseEnter={() => dispatch({ type: "hold", by: "pointer", held: true })}
      onMouseLeave={() => dispatch({ type: "hold", by: "pointer", held: false })}
      onFocus={() => dispatch({ type: "hold", by: "focus", held: true })}
      onBlur={release}
    >
      <div className="overflow-hidden rounded-3xl shadow-md">
        {/* Announce a change the reader made, not one every 6 seconds. */}
        <div
          className="flex transition-transform duration-[800ms] ease-in-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${state.index * 100}%)` }}
          aria-live={rotating ? "off" : "polite"}
        >
          {goodLuckMessages.map((message, i) => (
            <CarouselSlide
              key={message.id}
              index={i}
              count={goodLuckMessages.length}
              active={i === state.index}
              className={`flex w-full shrink-0 items-center gap-5 px-6 py-8 text-white sm:px-10 sm:py-10 ${message.gradient}`}
            >
              <span className="hidden text-5xl sm:block" aria-hidden="true">
                {message.emoji}
              </span>
              <div>
                <h2 className="text-2xl font-bold sm:text-3xl">{message.title}</h2>
                <p className="mt-2 max-w-3xl text-lg text-white">{message.text}</p>
              </div>
            </CarouselSlide>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-2">
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
          onClick={() => dispatch({ type: "togglePause" })}
        >
          <span aria-hidden="true">{state.paused ? "▶" : "❚❚"}</span>
          {state.paused ? "Play" : "Pause"}
          <span className="sr-only"> messages</span>
        </button>
        {goodLuckMessages.map((message, i) => (
          <button
            key={message.id}
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-full"
            aria-label={`Show message ${i + 1}: ${message.title}`}
            aria-current={i === state.index}
            onClick={() => dispatch({ type: "goTo", index: i })}
          >
            <span
              aria-hidden="true"
              className={`block size-3.5 rounded-full border-2 border-brand-700 transition-colors group-hover:bg-brand-100 ${
                i === state.index ? "bg-brand-700 group-hover:bg-brand-700" : "bg-white"
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
