import { ContentPage } from "~/components/content-page";
import { nurturePage } from "~/content/about";

export default function Nurture() {
  return <ContentPage page={nurturePage} />;
}
