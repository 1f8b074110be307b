import { ContentPage } from "~/components/content-page";
import { talentPage } from "~/content/clubs";

export default function Talent() {
  return <ContentPage page={talentPage} />;
}
