import { ContentPage } from "~/components/content-page";
import { homeFromHomePage } from "~/content/boarding";

export default function HomeFromHome() {
  return <ContentPage page={homeFromHomePage} />;
}
