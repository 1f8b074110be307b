import { pathOf } from "~/config/route-table";
import { admissionProcess, admissionRoutes, policyProcess, type AdmissionRoute, type AdmissionRouteId, type Step } from "~/content/admissions";
import { boundButton } from "../bound-button";
import { NumberedSteps } from "../numbered-steps";
import { DocumentChecklist } from "./document-checklist";

/**
 * The components the admission pages' content files place (src/content/pages/join.mdx,
 * admission.mdx, admissions-policy.mdx), drawn from src/content/admissions.ts.
 */

/** Numbered step cards, one under another; the section's own list indent and spacing are taken off. */
function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <div className="content-block text-base [&_h3]:pt-0 [&_ol]:list-none [&_ol]:space-y-0 [&_ol]:pl-0">
      <NumberedSteps steps={steps} />
    </div>
  );
}

/** `<AdmissionSteps />`: the six steps from application form to admission letter. */
export const AdmissionSteps = () => <StepList steps={admissionProcess} />;

/** `<PolicySteps />`: the admissions policy's three steps. */
export const PolicySteps = () => <StepList steps={policyProcess} />;

/** `<AdmissionSummary route="grade7" />`: the route's one-sentence summary, as on its own page. */
export function AdmissionSummary({ route }: { route: AdmissionRouteId }) {
  return <p>{admissionRoutes[route].summary}</p>;
}

/** /join: the routes' summaries and the six steps. */
export const joinComponents = { AdmissionSummary, AdmissionSteps };

/** /adm: the policy's steps. */
export const policyComponents = { PolicySteps };

/** The grade as the admission pages write it: 'Grade 7', or 'Form 3'. */
const routeNames = { grade7: "Grade 7", grade8: "Grade 8", grade9: "Grade 9", form3: "Form 3" } as const satisfies Record<AdmissionRouteId, string>;

/**
 * /grade7, /grade8, /grade9 and /form3 share one content file (admission.mdx); these bind it to
 * one route. `<Button to="grade-fees">` leads to the grade's fee page (none for Form 3, so no
 * button), `to="admissions-email"` writes to the admissions office; every button stays off paper,
 * where only the checklist is wanted.
 */
export function admissionComponents(route: AdmissionRouteId) {
  const { feePage, requirements }: AdmissionRoute = admissionRoutes[route];
  return {
    Grade: () => routeNames[route],
    AdmissionSummary: () => <AdmissionSummary route={route} />,
    DocumentChecklist: ({ printLabel }: { printLabel: string }) => <DocumentChecklist items={requirements} printLabel={printLabel} />,
    AdmissionSteps,
    Button: boundButton({ "grade-fees": feePage ? pathOf(feePage) : null }, "print:hidden"),
  };
}

/** The content file the admission pages share. */
export const admissionContent = { collection: "pages", id: "admission" } as const;
