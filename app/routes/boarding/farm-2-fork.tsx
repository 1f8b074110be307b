import { ContentPage } from "~/components/content-page";
import { farmToForkPage } from "~/content/boarding-care";

export default function FarmToFork() {
  return <ContentPage page={farmToForkPage} />;
}
