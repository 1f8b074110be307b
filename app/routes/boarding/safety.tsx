import { ContentPage } from "~/components/content-page";
import { safetyPage } from "~/content/boarding-care";

export default function Safety() {
  return <ContentPage page={safetyPage} />;
}
