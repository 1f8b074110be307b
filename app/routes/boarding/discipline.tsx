import { ContentPage } from "~/components/content-page";
import { disciplinePage } from "~/content/boarding";

export default function Discipline() {
  return <ContentPage page={disciplinePage} />;
}
