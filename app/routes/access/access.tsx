import { ContentPage } from "~/components/content-page";
import { accessPage } from "~/content/access";

export default function Access() {
  return <ContentPage page={accessPage} />;
}
