import { useMatches } from "react-router";
import bandFontStylesheet from "~/styles/band-font.css?url";
import { ContentPage } from "~/components/content-page";
import type { ClubId } from "~/content/club-chain";
import { clubPage } from "~/content/clubs";

/** One template for the twelve club pages; the route id (the route table's key) says which club. */
export default function ClubPage() {
  const id = useMatches().at(-1)?.id as ClubId;
  if (id !== "band") return <ContentPage page={clubPage(id)} />;
  return (
    <ContentPage page={clubPage(id)} className="band-type">
      {/* React hoists this into <head>; only the band page asks for the font. */}
      <link rel="stylesheet" href={bandFontStylesheet} precedence="band-font" />
    </ContentPage>
  );
}
