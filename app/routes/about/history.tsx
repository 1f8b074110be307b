import { ContentPage } from "~/components/content-page";
import { historyPage } from "~/content/about";

export default function History() {
  return <ContentPage page={historyPage} />;
}
