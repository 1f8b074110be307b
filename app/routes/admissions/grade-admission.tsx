import { useMatches } from "react-router";
import { AdmissionPage } from "~/components/admission-page";
import type { AdmissionRouteId } from "~/content/admissions";

/** /grade7, /grade8 and /grade9: one template, the grade found from the route id. */
export default function GradeAdmission() {
  const id = useMatches().at(-1)?.id as Exclude<AdmissionRouteId, "form3">;
  return <AdmissionPage id={id} />;
}
