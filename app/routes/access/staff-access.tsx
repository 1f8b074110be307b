import { ContentPage } from "~/components/content-page";
import { staffAccessPage } from "~/content/access";

export default function StaffAccess() {
  return <ContentPage page={staffAccessPage} />;
}
