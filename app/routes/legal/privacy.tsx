import { ContentPage } from "~/components/content-page";
import { LastUpdated } from "~/components/last-updated";
import { privacyPage } from "~/content/privacy";

export default function Privacy() {
  return <ContentPage page={privacyPage} heroExtra={<LastUpdated />} />;
}
