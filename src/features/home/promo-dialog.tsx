import type { Picture } from "~/features/photos/picture";
import { Photo } from "../photos/photo";
import { SmartLink } from "~/shared/smart-link";

interface PromoDialogProps {
  picture: Picture;
  alt: string;
  title: string;
  text: string;
  /** The enquiry service, with the home page as the address to come back to. */
  applyUrl: string;
}

/**
 * The pop-up shown once on loading the home page (docs/site.md, Home): a native modal
 * <dialog>, opened by src/features/home/browser/promo-dialog.ts. The Close buttons submit a
 * `method="dialog"` form, which closes it without script; on phones Close is an icon at the
 * top right. No way to reopen it.
 */
export function PromoDialog({ picture, alt, title, text, applyUrl }: PromoDialogProps) {
  return (
    <dialog
      data-promo-dialog=""
      aria-labelledby="promo-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] overflow-visible rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
    >
      <form method="dialog" className="relative p-5 sm:p-6">
        <button
          type="submit"
          aria-label="Close"
          className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-900 shadow sm:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        {/* Fetched at once: the pop-up opens as the page loads, and is then the largest thing painted. */}
        <Photo picture={picture} alt={alt} sizes="28rem" priority className="aspect-[16/10] w-full rounded-2xl object-cover" />
        <h2 id="promo-title" className="mt-4 text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <p className="mt-2 text-slate-700">{text}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <SmartLink to={applyUrl} className="btn-primary">
            Apply Now
          </SmartLink>
          <button type="submit" className="btn-secondary hidden sm:inline-flex">
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
