import { useEffect, useRef } from "react";
import { homePopup } from "~/content/home";
import { enquiryUrl } from "~/lib/enquiry-url";
import { Photo } from "../photo";
import { SmartLink } from "../smart-link";

/** Once per page load: coming back to home inside the site does not show it again. */
let shownThisLoad = false;

/**
 * The pop-up shown once on loading the home page (SPEC.md §2.5). A native modal <dialog>:
 * focus moves in and back, Escape closes it, so do the backdrop and Close. No way to reopen.
 */
export function PromoDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open || shownThisLoad) return;
    shownThisLoad = true;
    returnFocusTo.current = document.activeElement as HTMLElement | null;
    dialog.showModal();
  }, []);

  function close() {
    dialogRef.current?.close();
  }

  return (
    // The backdrop click is a pointer shortcut; keyboard users have Escape and the Close buttons.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby="promo-title"
      onClose={() => returnFocusTo.current?.focus?.()}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-visible rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <div className="relative p-5 sm:p-6">
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-900 shadow sm:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <Photo picture={homePopup.picture} alt={homePopup.alt} sizes="28rem" className="aspect-[16/10] w-full rounded-2xl object-cover" />
        <h2 id="promo-title" className="mt-4 text-2xl font-bold text-brand-900">
          {homePopup.title}
        </h2>
        <p className="mt-2 text-slate-700">{homePopup.text}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <SmartLink to={enquiryUrl({ returnPath: "/" })} className="btn-primary">
            Apply Now
          </SmartLink>
          <button type="button" onClick={close} className="btn-secondary hidden sm:inline-flex">
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
