import joinPhoto from "~/assets/photos/join.jpg?responsive";
import { CardGrid, type CardData } from "~/components/card-grid";
import { ContentSection } from "~/components/content-section";
import { LinkButton } from "~/components/link-button";
import { NumberedSteps } from "~/components/numbered-steps";
import { PageHero } from "~/components/page-hero";
import { pathOf, routeTable } from "~/config/route-table";
import { admissionProcess, admissionRoutes } from "~/content/admissions";
import { enquiryUrl } from "~/lib/enquiry-url";

const grades = ["grade7", "grade8", "grade9"] as const;

const gradeCards: CardData[] = grades.map((id) => ({
  title: routeTable[id].title,
  text: admissionRoutes[id].lead,
  link: { to: pathOf(id), label: `${routeTable[id].label}: requirements and how to apply` },
}));

const otherCards: CardData[] = [
  { title: routeTable.form3.title, text: admissionRoutes.form3.lead, emoji: "🎓", link: { to: pathOf("form3"), label: "Form 3 entry requirements" } },
  {
    title: routeTable.adm.title,
    text: "How applications are received, assessed and decided, in three steps.",
    emoji: "📜",
    link: { to: pathOf("adm"), label: "Read the admissions policy" },
  },
  {
    title: "School fees",
    text: "Termly fees, one-time charges for new students, and how to pay, grade by grade.",
    emoji: "🧾",
    link: { to: pathOf("fees"), label: "See the fees" },
  },
];

export default function Join() {
  return (
    <>
      <PageHero
        id="join"
        eyebrow="Admissions"
        lead={<p>We welcome new pupils into Grades 7, 8 and 9 of junior school. Choose your child's grade to see what they need and how to apply, or register online now.</p>}
        photo={{ picture: joinPhoto, alt: "Illustration: a family arriving at the school gate to meet the admissions team" }}
      >
        {grades.map((id) => (
          <LinkButton key={id} to={pathOf(id)} variant="secondary">
            {routeTable[id].label}
          </LinkButton>
        ))}
        <LinkButton to={enquiryUrl()} variant="gold">
          Register online
        </LinkButton>
      </PageHero>

      <ContentSection title="Choose your child's grade" id="grades">
        <CardGrid cards={gradeCards} />
      </ContentSection>

      <ContentSection
        title="How admission works"
        id="process"
        tone="tinted"
        intro={<p>Whichever grade your child joins, the application follows the same six steps.</p>}
      >
        <NumberedSteps steps={admissionProcess} />
        <div className="mt-8">
          <LinkButton to={enquiryUrl()}>Start your application</LinkButton>
        </div>
      </ContentSection>

      <ContentSection title="More about joining us" id="more">
        <CardGrid cards={otherCards} />
      </ContentSection>
    </>
  );
}
