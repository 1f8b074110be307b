import { AdmissionPage } from "~/components/admission-page";

export default function Form3() {
  return <AdmissionPage id="form3" />;
}
