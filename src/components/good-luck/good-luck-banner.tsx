import { useEffect, useReducer, type FocusEvent } from "react";
import { initialRotation, isRotating, rotationIntervalMs, rotationReducer } from "~/lib/banner-rotation";
import { CarouselSlide } from "../carousel-slide";

/** One message, as src/content/good-luck-messages.yaml gives it (with the school's name filled in). */
export interface GoodLuckMessage {
  id: string;
  title: string;
  text: string;
  /** A decorative symbol beside the message. */
  emoji: string;
  colours: "green" | "blue" | "purple";
}

/** Each background keeps white text above 4.5:1 contrast. */
const backgrounds: Record<GoodLuckMessage["colours"], string> = {
  green: "bg-gradient-to-br from-brand-900 to-brand-700",
  blue: "bg-gradient-to-br from-[#14213d] to-[#1d4e89]",
  purple: "bg-gradient-to-br from-[#22163a] to-[#5b2a86]",
};

/**
 * The good-luck banner (docs/site.md, Good-luck banner), an island: the messages slide by every
 * 6 s (800 ms slide), a dot jumps to one, and a Pause button stops them. It holds still while
 * hovered or focused, and starts paused for readers who ask for reduced motion. Every message
 * is in the HTML made at build, so all of them can be read before (or without) the script.
 * It takes the width of what holds it: the home page's container, or a `<Band>` on /exam-banner.
 */
export function GoodLuckBanner({ messages }: { messages: readonly GoodLuckMessage[] }) {
  const [state, dispatch] = useReducer(rotationReducer, messages.length, initialRotation);
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
          {messages.map((message, i) => (
            <CarouselSlide
              key={message.id}
              index={i}
              count={messages.length}
              active={i === state.index}
              className={`flex w-full shrink-0 items-center gap-5 px-6 py-8 text-white sm:px-10 sm:py-10 ${backgrounds[message.colours]}`}
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
        {messages.map((message, i) => (
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
