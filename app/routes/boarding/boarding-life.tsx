import { ContentPage } from "~/components/content-page";
import { boardingLifePage } from "~/content/boarding";

export default function BoardingLife() {
  return <ContentPage page={boardingLifePage} />;
}
