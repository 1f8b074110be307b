import { enquiryUrl } from "~/features/contact/enquiry-url";
import { SmartLink } from "~/shared/smart-link";
import { NewTabWords } from "~/shared/new-tab-words";
import { englishPageLanguage, type PageLanguage } from "../kiswahili/page-language";

/**
 * The two floating buttons of every page (docs/site.md, Shared layout): 'Enroll Today' (the
 * registration service, new tab) and scroll-to-top, which src/features/navigation/browser/scroll-to-top.ts
 * shows once the page is scrolled down (it needs script to scroll and to move focus).
 */
export function FloatingActions({ language = englishPageLanguage() }: { language?: PageLanguage }) {
  const words = language.words.buttons;
  return (
    <NewTabWords.Provider value={words.newTab}>
    <div className="flex items-end justify-end gap-3 px-3 pb-3 print:hidden">
      <button
        type="button"
        hidden
        data-scroll-to-top=""
        aria-label={words.scrollToTop}
        className="pointer-events-auto inline-flex size-12 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-800 shadow-lg hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <SmartLink
        to={enquiryUrl()}
        className="pointer-events-auto inline-flex size-20 flex-col items-center justify-center rounded-full bg-gold-400 text-center text-sm leading-tight font-bold text-ink no-underline shadow-xl ring-4 ring-white hover:bg-gold-300"
      >
        {words.enrollToday}
      </SmartLink>
    </div>
    </NewTabWords.Provider>
  );
}
