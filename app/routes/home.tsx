import { CardGrid } from "~/components/card-grid";
import { GoodLuckBanner } from "~/components/good-luck-banner";
import { ContentSection } from "~/components/content-section";
import { HomeCarousel } from "~/components/home/home-carousel";
import { PromoDialog } from "~/components/home/promo-dialog";
import { LinkButton } from "~/components/link-button";
import { pathOf } from "~/config/route-table";
import { site } from "~/config/site";
import { homeExplore, homeIntro } from "~/content/home";
import { enquiryUrl } from "~/lib/enquiry-url";

export default function Home() {
  return (
    <>
      <HomeCarousel>
        <h1 className="text-4xl font-extrabold drop-shadow-lg sm:text-5xl lg:text-6xl">{site.schoolName}</h1>
        <p className="mt-3 text-xl font-semibold text-gold-300 drop-shadow sm:text-2xl">{site.tagline}</p>
        <div className="pointer-events-auto mt-8 flex flex-wrap justify-center gap-3">
          <LinkButton to={pathOf("join")} variant="gold">
            How to join
          </LinkButton>
          <LinkButton to={enquiryUrl()} variant="secondary">
            Enquire now
          </LinkButton>
        </div>
      </HomeCarousel>
      <GoodLuckBanner />
      <ContentSection title={homeIntro.title}>
        <div className="prose-school">
          {homeIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            You will find us described both as {site.descriptions.boys} and as {site.descriptions.mixed}: ask
            the admissions office which places are open for your child&rsquo;s grade.
          </p>
        </div>
      </ContentSection>
      <ContentSection title="Explore the academy" tone="tinted">
        <CardGrid cards={homeExplore} />
      </ContentSection>
      <PromoDialog />
    </>
  );
}
