import { ContentSection } from "~/components/content-section";
import { FeePills } from "~/components/fee-pills";
import { FeeTerms } from "~/components/fee-terms";
import { PageHero } from "~/components/page-hero";
import { PaymentMethods } from "~/components/payment-methods";
import { site } from "~/config/site";
import { fees } from "~/content/fees";

export default function Terms() {
  return (
    <>
      <PageHero
        id="terms"
        eyebrow="Fees"
        lead={
          <p>
            The terms on which school fees are paid, the ways the school accepts payment, and how to reach the finance office at{" "}
            <a href={`mailto:${site.financeEmail}`} className="font-medium break-words text-brand-700 underline">
              {site.financeEmail}
            </a>
            .
          </p>
        }
      />

      <ContentSection title="School fee terms" id="fee-terms">
        <FeeTerms />
      </ContentSection>

      <ContentSection title="Payment modes" id="payment-modes" tone="tinted">
        <PaymentMethods methods={fees.paymentMethods} />
      </ContentSection>

      <ContentSection title="Fees by grade" id="fees-by-grade">
        <FeePills label="Fees by grade" />
      </ContentSection>
    </>
  );
}
