import { ContentPage } from "~/components/content-page";
import { thinkPage } from "~/content/about";

export default function Think() {
  return <ContentPage page={thinkPage} />;
}
