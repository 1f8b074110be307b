import { CarouselSlide } from "../carousel/carousel-slide";

/** One message, as src/data/good-luck-messages.json gives it (with the school's name filled in). */
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
 * The good-luck banner (docs/site.md, Good-luck banner), drawn at build with the first message
 * shown; src/features/good-luck-banner/browser/good-luck-banner.ts slides the messages by every 6 s (800 ms slide),
 * jumps with a dot, pauses and holds still while hovered or focused. Every message is in the
 * HTML, so all of them can be read before (or without) the script. It takes the width of what
 * holds it: the home page's container, or a `<Band>` on /exam-banner.
 */
export function GoodLuckBanner({ messages }: { messages: readonly GoodLuckMessage[] }) {
  return (
    <section data-good-luck-banner="" aria-roledescription="carousel" aria-label="Good luck messages">
      <div className="overflow-hidden rounded-3xl shadow-md">
        {/* Announce a change the reader made, not one every 6 seconds. */}
        <div data-slide-track="" className="flex transition-transform duration-[800ms] ease-in-out motion-reduce:transition-none" aria-live="off">
          {messages.map((message, i) => (
            <CarouselSlide
              key={message.id}
              index={i}
              count={messages.length}
              active={i === 0}
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
          data-rotation-toggle=""
        >
          <span data-when="playing" className="inline-flex items-center gap-2">
            <span aria-hidden="true">❚❚</span> Pause
          </span>
          <span data-when="paused" className="inline-flex items-center gap-2" hidden>
            <span aria-hidden="true">▶</span> Play
          </span>
          <span className="sr-only"> messages</span>
        </button>
        {messages.map((message, i) => (
          <button
            key={message.id}
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-full"
            aria-label={`Show message ${i + 1}: ${message.title}`}
            aria-current={i === 0 ? "true" : undefined}
            data-slide-dot=""
          >
            <span
              aria-hidden="true"
              className="block size-3.5 rounded-full border-2 border-brand-700 bg-white transition-colors group-hover:bg-brand-100 group-aria-[current=true]:bg-brand-700 group-aria-[current=true]:group-hover:bg-brand-700"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
