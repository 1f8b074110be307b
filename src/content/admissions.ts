import type { RouteId } from "../config/route-table";
import { formatKes } from "../lib/money";
import { fees } from "./fees";

/**
 * Admissions: the entry requirements of SPEC.md §5 and the process of §4.2, written once and
 * shared by /join, /grade7, /grade8, /grade9, /form3 and /adm.
 */

export interface Step {
  title: string;
  text: string;
}

/** A line of 'What happens next', optionally pointing to the page that says more. */
export interface NextStep {
  text: string;
  link?: { to: RouteId; label: string };
}

export interface AdmissionRoute {
  /** The h2 of the checklist. */
  checklistTitle: string;
  /** SPEC.md §5, in its order: the printable checklist. */
  requirements: readonly string[];
  /** The grade's fee page, when it has one. */
  feePage?: RouteId;
  /** Shown for /grade7, /grade8 and /form3 (SPEC.md §2.10); /grade9 has none. */
  whatNext?: readonly NextStep[];
  /** Grade 7 links to /grade8, Grade 8 to /grade9 (SPEC.md §2.10). */
  moveOn?: { to: RouteId; text: string; label: string };
  lead: string;
}

/** SPEC.md §4.2: the six steps from application form to admission letter. */
export const admissionProcess: readonly Step[] = [
  {
    title: "We review your application form",
    text: "The admissions office reads every application and checks it against the entry requirements for the grade.",
  },
  {
    title: "School tour and interview",
    text: "If your child meets the minimum requirements, we invite you both to tour the school and meet us for an interview.",
  },
  {
    title: "Selection",
    text: "The admissions department selects candidates and reviews each one further.",
  },
  {
    title: "Offer letter",
    text: "We send an offer letter to every candidate selected.",
  },
  {
    title: "You accept or decline",
    text: `To accept, return the acceptance letter and pay the commitment fee of ${formatKes(fees.newStudents.commitmentFee)}, which is non-refundable.`,
  },
  {
    title: "Admission letter",
    text: "Once we have your acceptance letter and the commitment fee, we send your child's admission letter.",
  },
];

/** The /adm policy's shorter process (SPEC.md §2.10). */
export const policyProcess: readonly Step[] = [
  {
    title: "Application submission",
    text: "Complete the application form online or at the admissions office, with copies of the documents listed for the grade.",
  },
  {
    title: "Interview and assessment",
    text: "Applicants who meet the entry requirements are invited for an interview and an assessment, and parents meet the admissions team.",
  },
  {
    title: "Admissions decision",
    text: "The admissions department decides on each application and writes to the family with its decision.",
  },
];

/** The admissions policy of the sister school, reproduced on /adm as SPEC.md §1 describes. */
export const admissionsPolicy: readonly string[] = [
  "We welcome applications from every family who shares our values and whose child meets the entry requirements of the grade they are joining.",
  "Each application is judged on the child's record, the documents provided, and the interview and assessment. Places are offered on merit and on the space available in each grade.",
  "A place is held only when the acceptance letter and the commitment fee have been received.",
];

/** §5: the minimum result for Grades 7 to 9, in SPEC.md's own words. */
const minimumResult = "A minimum result of 'achieved expected expectation'";

// Documents every route asks for, written once (SPEC.md §5).
const assessmentNumber = "Assessment number, or for foreign learners a unique Ministry of Education ID";
const leavingCertificate = "Leaving certificate in English, handed in before school starts (we keep the original)";
const birthCertificate = "Valid birth certificate or, for foreign learners, a passport (show us the original; we keep a copy)";

/** The Grade 7–9 list: the grade's own result certificate, then the same documents for every grade. */
function gradeRequirements(resultCertificate: string): readonly string[] {
  return [
    minimumResult,
    resultCertificate,
    assessmentNumber,
    "Completed medical test",
    "Certified copies of previous assessments, transfer forms and a clearance letter",
    leavingCertificate,
    "Recommendation letter from the previous principal or a senior community authority",
    birthCertificate,
  ];
}

/** Shared by Grade 7, Grade 8 and Form 3. */
const afterAdmission = (feePage?: RouteId): readonly NextStep[] => [
  ...(feePage
    ? [
        {
          text: "Pay the Term 1 fees and the one-time charges for new students before classes begin.",
          link: { to: feePage, label: "See the fees" },
        },
      ]
    : [{ text: "Ask the finance office for the fee structure, and pay the Term 1 fees in full before classes begin." }]),
  {
    text: "Note the opening day in the calendar of events, and plan your journey.",
    link: { to: "events", label: "Calendar of events" },
  },
  { text: "On reporting day, bring the original documents from the checklist above." },
  {
    text: "Your child settles into boarding life, with the school nurse and the chaplaincy there from the first night.",
    link: { to: "boardingLife", label: "Boarding life" },
  },
];

export const admissionRoutes = {
  grade7: {
    lead: "Grade 7 is the first year of junior school. Here is everything your child needs to join us, and what happens after you apply.",
    checklistTitle: "Eligibility and documents",
    requirements: gradeRequirements("Original Grade 6 assessment result certificate (we keep a copy)"),
    feePage: "grade7fee",
    whatNext: afterAdmission("grade7fee"),
    moveOn: { to: "grade8", text: "Is your child already in Grade 7 at another school?", label: "Grade 8 admissions" },
  },
  grade8: {
    lead: "Joining in Grade 8 follows the same steps as Grade 7, with your child's Grade 7 results in place of Grade 6.",
    checklistTitle: "Eligibility and documents",
    requirements: gradeRequirements("Original Grade 7 result certificate (we keep a copy)"),
    feePage: "grade8fee",
    whatNext: afterAdmission("grade8fee"),
    moveOn: { to: "grade9", text: "Is your child already in Grade 8 at another school?", label: "Grade 9 admissions" },
  },
  grade9: {
    lead: "Grade 9 is the final year of junior school. Apply with your child's Grade 7 and Grade 8 results, and the documents below.",
    checklistTitle: "Eligibility and documents",
    requirements: gradeRequirements("Original CBC result certificates for Grades 7 and 8 (we keep a copy)"),
    feePage: "grade9fee",
  },
  form3: {
    lead: "Form 3 places are for students continuing the 8-4-4 curriculum who have completed Form 2 and sat the KCPE.",
    checklistTitle: "Eligibility and documents",
    requirements: [
      "A KCPE score of at least 350 marks",
      "Original KCPE certificate",
      assessmentNumber,
      "Medical examination",
      "Form 1 and Form 2 reports",
      leavingCertificate,
      "Recommendation letter from the student's principal",
      birthCertificate,
    ],
    whatNext: afterAdmission(),
  },
} as const satisfies Record<"grade7" | "grade8" | "grade9" | "form3", AdmissionRoute>;

export type AdmissionRouteId = keyof typeof admissionRoutes;
