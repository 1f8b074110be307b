import { site } from "~/config/site";
import { fees } from "~/content/fees";
import { LinkButton } from "../link-button";

/**
 * The fee terms (src/content/fees.ts) beside the finance office's help box, the same on every
 * grade's fee page and on /terms: one widget, so its few words are written here once, around the
 * office's e-mail address and phone number from the site configuration.
 */
export function FeeTerms() {
  return (
    <div className="content-block grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <ul className="list-disc space-y-3 pl-6">
        {fees.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      <aside aria-labelledby="need-help-heading" className="card border-gold-400 bg-gold-300/20 text-base">
        <h3 id="need-help-heading" className="pt-0 text-xl font-semibold text-brand-900">
          Need help?
        </h3>
        <p className="mt-2 text-slate-700">
          Questions about fees, a payment or a receipt? The finance office is glad to help. Write to{" "}
          <a href={`mailto:${site.financeEmail}`} className="break-words">
            {site.financeEmail}
          </a>{" "}
          or call{" "}
          <a href={`tel:${site.financePhone.tel}`} className="whitespace-nowrap">
            {site.financePhone.display}
          </a>
          .
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <LinkButton to={`mailto:${site.financeEmail}`}>Send e-mail</LinkButton>
          <LinkButton to={`tel:${site.financePhone.tel}`} variant="secondary">
            Call finance
          </LinkButton>
        </div>
      </aside>
    </div>
  );
}
