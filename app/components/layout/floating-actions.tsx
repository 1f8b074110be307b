import { useEffect, useState } from "react";
import { enquiryUrl } from "~/lib/enquiry-url";
import { SmartLink } from "../smart-link";

/** How far down the page the scroll-to-top button appears. */
const SHOW_SCROLL_TOP_AFTER_PX = 600;

/**
 * The two floating buttons of every page (SPEC.md §2.1): 'Enroll Today' (the registration
 * service, new tab) and scroll-to-top (smooth, or instant when reduced motion is asked for).
 */
export function FloatingActions() {
  const [showTop, setShowTop] = useState(false);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > SHOW_SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  function scrollToTop() {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    // Keyboard users land at the top too, not just the view.
    document.getElementById("top-of-page")?.focus({ preventScroll: true });
  }

  return (
    <div className="flex items-end justify-end gap-3 px-3 pb-3 print:hidden">
      {showTop ? (
        <button
          type="button"
          onClick={scrollToTop}
          aria-label="Scroll to top"
          className="pointer-events-auto inline-flex size-12 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 shadow-lg hover:bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
      <SmartLink
        to={enquiryUrl()}
        className="pointer-events-auto inline-flex size-20 flex-col items-center justify-center rounded-full bg-gold-400 text-center text-sm leading-tight font-bold text-ink no-underline shadow-xl ring-4 ring-white hover:bg-gold-300"
      >
        Enroll Today
      </SmartLink>
    </div>
  );
}
