import { ContentPage } from "~/components/content-page";
import { chaplaincyPage } from "~/content/boarding-care";

export default function Chaplaincy() {
  return <ContentPage page={chaplaincyPage} />;
}
