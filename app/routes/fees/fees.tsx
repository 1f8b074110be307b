import feesPhoto from "~/assets/photos/fees.jpg?responsive";
import { CardGrid, type CardData } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { FeePills, feePageIds } from "~/components/fee-pills";
import { LinkButton } from "~/components/link-button";
import { PageHero } from "~/components/page-hero";
import { pathOf, routeTable } from "~/config/route-table";
import { fees } from "~/content/fees";
import { andList } from "~/lib/and-list";
import { annualTotal, termFees } from "~/lib/fee-totals";
import { formatKes, formatPercent } from "~/lib/money";

const gradeFees = { grade7fee: fees.grade7, grade8fee: fees.grade8, grade9fee: fees.grade9 } as const;

const atAGlance: CardData[] = feePageIds.map((id) => {
  const terms = termFees(gradeFees[id]);
  return {
    title: routeTable[id].title,
    text: `${formatKes(gradeFees[id].termFee)} a term: ${formatKes(annualTotal(terms))} for the year.`,
    link: { to: pathOf(id), label: `${routeTable[id].label} in full` },
  };
});

const forEveryFamily: CardData[] = [
  { title: "No hidden costs", emoji: "🧾", text: "Each grade's page lists everything the school charges: the termly fee and the one-time charges for new students." },
  {
    title: "Sibling discount",
    emoji: "👨‍👩‍👧‍👦",
    text: `Families with more than one child at the school receive ${formatPercent(fees.siblingDiscountPercent)} off tuition.`,
  },
  {
    title: "Free transport for new students",
    emoji: "🚌",
    text: `New students travel free to and from ${andList(fees.newStudents.freeTransportTowns)}.`,
  },
];

export default function Fees() {
  return (
    <>
      <PageHero
        id="fees"
        eyebrow="Fees"
        lead={<p>Clear fees for every grade, with nothing added later. Choose your child's grade for the termly fees, the one-time charges and how to pay.</p>}
        photo={{ picture: feesPhoto, alt: "Illustration: textbooks and an exercise book on a classroom desk" }}
      >
        <FeePills label="Fees by grade" />
      </PageHero>

      <ContentSection title="Fees at a glance" id="at-a-glance">
        <CardGrid cards={atAGlance} />
      </ContentSection>

      <ContentSection title="For every family" id="every-family" tone="tinted">
        <CardGrid cards={forEveryFamily} />
      </ContentSection>

      <ContentSection
        title="Paying fees"
        id="paying"
        intro={<p>Fees are due at the start of each term. Read the terms and conditions, the ways to pay and how to reach the finance office.</p>}
      >
        <LinkButton to={pathOf("terms")}>{routeTable.terms.title}</LinkButton>
      </ContentSection>
    </>
  );
}
