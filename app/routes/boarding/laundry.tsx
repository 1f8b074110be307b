import { ContentPage } from "~/components/content-page";
import { laundryPage } from "~/content/boarding-care";

export default function Laundry() {
  return <ContentPage page={laundryPage} />;
}
