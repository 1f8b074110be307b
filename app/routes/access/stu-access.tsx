import { ContentPage } from "~/components/content-page";
import { studentAccessPage } from "~/content/access";

export default function StudentAccess() {
  return <ContentPage page={studentAccessPage} />;
}
