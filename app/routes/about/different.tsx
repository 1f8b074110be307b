import { ContentPage } from "~/components/content-page";
import { differentPage } from "~/content/about";

export default function Different() {
  return <ContentPage page={differentPage} />;
}
