import { site } from "~/config/site";
import { fees } from "~/content/fees";
import { LinkButton } from "./link-button";

/**
 * The fee terms of SPEC.md §5 beside the Need Help box (e-mail and call the finance office),
 * as on every grade's fee page and on /terms.
 */
export function FeeTerms() {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <ul className="prose-school list-disc space-y-3 pl-6">
        {fees.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      <aside aria-labelledby="need-help-heading" className="card border-gold-400 bg-gold-300/20">
        <h3 id="need-help-heading" className="text-xl font-semibold text-brand-900">
          Need help?
        </h3>
        <p className="mt-2 text-slate-700">
          Questions about fees, a payment or a receipt? The finance office is glad to help. Write to{" "}
          <a href={`mailto:${site.financeEmail}`} className="font-medium break-words text-brand-700 underline">
            {site.financeEmail}
          </a>{" "}
          or call{" "}
          <a href={`tel:${site.financePhone.tel}`} className="font-medium whitespace-nowrap text-brand-700 underline">
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
