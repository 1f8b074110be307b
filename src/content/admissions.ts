import type { RouteId } from "../config/route-table";
import { formatKes } from "../lib/money";
import { fees } from "./fees";

/**
 * Admissions: the entry requirements of each admission route and the steps every application
 * goes through (docs/site.md, Admissions), written once and shown by /join, /grade7, /grade8,
 * /grade9, /form3 and /adm. They are lists the pages draw (a checklist to print, numbered steps)
 * and that several pages share, so they are kept here as data; each page's own words are in its
 * content file (src/content/pages/join.mdx, admission.mdx, admissions-policy.mdx).
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
  /**
   * One sentence on who this route is for: its page's introduction and its card on /join, so
   * both say the same.
   */
  summary: string;
  /** The documents and results the route asks for, in the order of the printable checklist. */
  requirements: readonly string[];
  /** The grade's fee page, when it has one (Form 3 has none). */
  feePage?: RouteId;
  /** 'What happens next', on the pages that have it (/grade7, /grade8, /form3; /grade9 has none). */
  whatNext?: readonly NextStep[];
  /** The next grade's admissions, for a child already in this grade elsewhere (Grade 7 → 8 → 9). */
  moveOn?: { to: RouteId; text: string; label: string };
}

/** The six steps from application form to admission letter, the same for every grade. */
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

/** The admissions policy's shorter process, on /adm. */
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

/** The minimum result for Grades 7 to 9, in the school's own words. */
const minimumResult = "A minimum result of 'achieved expected expectation'";

// Documents every route asks for, written once.
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

/** The heading over the steps after an offer (`whatNext`). */
export const whatNextTitle = "What happens next";

/** Shared by Grade 7, Grade 8 and Form 3; the first step depends on whether the route has a fee page. */
const afterAdmission = (feePage?: RouteId): readonly NextStep[] => [
  feePage
    ? {
        text: "Pay the Term 1 fees and the one-time charges for new students before classes begin.",
        link: { to: feePage, label: "See the fees" },
      }
    : { text: "Ask the finance office for the fee structure, and pay the Term 1 fees in full before classes begin." },
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
    summary: "Grade 7 is the first year of junior school. Here is everything your child needs to join us, and what happens after you apply.",
    requirements: gradeRequirements("Original Grade 6 assessment result certificate (we keep a copy)"),
    feePage: "grade7fee",
    whatNext: afterAdmission("grade7fee"),
    moveOn: { to: "grade8", text: "Is your child already in Grade 7 at another school?", label: "Grade 8 admissions" },
  },
  grade8: {
    summary: "Joining in Grade 8 follows the same steps as Grade 7, with your child's Grade 7 results in place of Grade 6.",
    requirements: gradeRequirements("Original Grade 7 result certificate (we keep a copy)"),
    feePage: "grade8fee",
    whatNext: afterAdmission("grade8fee"),
    moveOn: { to: "grade9", text: "Is your child already in Grade 8 at another school?", label: "Grade 9 admissions" },
  },
  grade9: {
    summary: "Grade 9 is the final year of junior school. Apply with your child's Grade 7 and Grade 8 results, and the documents below.",
    requirements: gradeRequirements("Original CBC result certificates for Grades 7 and 8 (we keep a copy)"),
    feePage: "grade9fee",
  },
  form3: {
    summary: "Form 3 places are for students continuing the 8-4-4 curriculum who have completed Form 2 and sat the KCPE.",
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
