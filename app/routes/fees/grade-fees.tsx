import { useMatches } from "react-router";
import { AmountList } from "~/components/amount-list";
import { ContentSection } from "~/components/content-section";
import { FeePills, type FeePageId } from "~/components/fee-pills";
import { FeeTerms } from "~/components/fee-terms";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { PaymentMethods } from "~/components/payment-methods";
import { pathOf } from "~/config/route-table";
import { fees } from "~/content/fees";
import { annualTotal, oneTimeCharges, termFees } from "~/lib/fee-totals";
import { formatKes, formatPercent } from "~/lib/money";
import { enquiryUrl } from "~/lib/enquiry-url";

const pageOf = {
  grade7fee: { fees: fees.grade7, admission: "grade7" },
  grade8fee: { fees: fees.grade8, admission: "grade8" },
  grade9fee: { fees: fees.grade9, admission: "grade9" },
} as const;

/** /grade7fee, /grade8fee and /grade9fee: one template over the fee table. */
export default function GradeFees() {
  const id = useMatches().at(-1)?.id as FeePageId;
  const { fees: grade, admission } = pageOf[id];
  const terms = termFees(grade);
  const gradeName = `Grade ${grade.grade}`;

  return (
    <>
      <PageHero
        id={id}
        eyebrow="Fees"
        lead={
          <p>
            What a year in {gradeName} costs, term by term, with the one-time charges for new students and the ways to pay.
            There are no hidden costs.
          </p>
        }
      >
        <LinkButton to={pathOf(admission)} variant="secondary">
          {gradeName} admissions
        </LinkButton>
        <LinkButton to={enquiryUrl()} variant="gold">
          Apply online
        </LinkButton>
      </PageHero>

      <ContentSection title="Termly fees" id="termly-fees" intro={<p>The fee is the same for each of the three terms of the school year.</p>}>
        <AmountList
          columns={4}
          items={[
            ...terms.map((t) => ({ label: t.term, amount: formatKes(t.amount) })),
            { label: "Annual total", amount: formatKes(annualTotal(terms)), note: "Terms 1, 2 and 3 together", total: true },
          ]}
        />
        <ul className="prose-school mt-8 list-disc pl-6">
          <li>
            <strong>No hidden costs:</strong> the fees on this page are what the school charges for {gradeName}.
          </li>
          <li>
            <strong>Sibling discount:</strong> families with more than one child at the school receive {formatPercent(fees.siblingDiscountPercent)} off
            tuition.
          </li>
        </ul>
      </ContentSection>

      <ContentSection
        title="New Students Only"
        id="new-students"
        tone="tinted"
        intro={<p>One-time charges, paid once when your child first joins us.</p>}
      >
        <AmountList
          columns={3}
          items={oneTimeCharges(grade, fees.newStudents).map((c) => ({
            label: c.title,
            amount: c.isFree ? "Free" : formatKes(c.amount),
            note: c.note,
          }))}
        />
      </ContentSection>

      <ContentSection title="Payment Methods" id="payment-methods">
        <PaymentMethods methods={fees.paymentMethods} />
      </ContentSection>

      <ContentSection title="Terms & Conditions" id="terms-and-conditions" tone="tinted">
        <FeeTerms />
      </ContentSection>

      <ContentSection title="Fees for other grades" id="other-grades">
        <FeePills label="Fees by grade" />
      </ContentSection>
    </>
  );
}
