import { ContentPage } from "~/components/content-page";
import { locationPage } from "~/content/location";

export default function Location() {
  return <ContentPage page={locationPage} />;
}
