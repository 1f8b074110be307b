import { ContentPage } from "~/components/content-page";
import { nursingCarePage } from "~/content/boarding-care";

export default function NursingCare() {
  return <ContentPage page={nursingCarePage} />;
}
