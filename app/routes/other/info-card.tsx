import { ContentPage } from "~/components/content-page";
import { infoCardPage } from "~/content/info-card";

export default function InfoCard() {
  return <ContentPage page={infoCardPage} />;
}
