import { ContentPage } from "~/components/content-page";
import { LastUpdated } from "~/components/last-updated";
import { disclaimerPage } from "~/content/disclaimer";

export default function Disclaimer() {
  return <ContentPage page={disclaimerPage} heroExtra={<LastUpdated />} />;
}
