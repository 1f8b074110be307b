import { ContentPage } from "~/components/content-page";
import { leadershipPage } from "~/content/about";

export default function Leadership() {
  return <ContentPage page={leadershipPage} />;
}
