import type { ReactNode } from "react";
import { pathOf, routeTable } from "~/config/route-table";
import { fees, type FeeGradeKey } from "~/features/fees/fees";
import { andList } from "~/shared/and-list";
import { annualTotal, oneTimeCharges, termFees } from "~/features/fees/fee-totals";
import { formatKes, formatPercent } from "~/shared/money";
import { boundButton } from "../page-content/bound-button";
import { CalendarLinks } from "../term-dates/calendar-links";
import { KeepOffline } from "../offline/keep-offline";
import { whatsAppHelpUrl } from "../contact/whatsapp-help";
import { AmountList } from "./amount-list";
import { FeePills, type FeePageId } from "./fee-pills";
import { PaymentDetails } from "./payment-details";
import { PaymentMethods } from "./payment-methods";
import type { Language } from "~/config/languages";
import type { ContentButtonProps } from "../page-content/content-button";
import type { InLanguageProps } from "../kiswahili/page-language";
import { fill, uiWordsOf } from "../kiswahili/ui-words";

/** The fee words of a Kiswahili page (sw.json's `fees`); none on an English page, whose words are as they were. */
const kiswahiliFeeWords = (language: Language | undefined) => (language === "sw" ? uiWordsOf("sw").fees : undefined);

/**
 * The fees (src/features/fees/fees.ts, the one place they are written) as the fee pages' content files
 * show them: every amount is worked out and formatted here, so no content file types a figure.
 */

/** `<SiblingDiscount />`: the sibling discount, '7.5%'. */
export const SiblingDiscount = () => formatPercent(fees.siblingDiscountPercent);

/** `<CommitmentFee />`: what a new student's family pays with the acceptance letter ('KES 12,500'). */
export const CommitmentFee = () => formatKes(fees.newStudents.commitmentFee);

/** `<FreeTransportTowns />`: the towns new students travel to and from free, 'Nanyuki, Mombasa and Embu'. */
export const FreeTransportTowns = ({ language }: InLanguageProps) => andList(fees.newStudents.freeTransportTowns, kiswahiliFeeWords(language)?.and);

const gradeKeys = { 7: "grade7", 8: "grade8", 9: "grade9" } as const satisfies Record<number, FeeGradeKey>;
type Grade = keyof typeof gradeKeys;

/** `<TermFee grade={7} />`: one term's fee for a grade ('KES 12,500'). */
export const TermFee = ({ grade }: { grade: Grade }) => formatKes(fees[gradeKeys[grade]].termFee);

/** `<AnnualFee grade={7} />`: a grade's fees for the year, the three terms added up. */
export const AnnualFee = ({ grade }: { grade: Grade }) => formatKes(annualTotal(termFees(fees[gradeKeys[grade]])));

/** /fees: each grade's fees at a glance, and what every family gets. */
export const feesComponents = { TermFee, AnnualFee, SiblingDiscount, FreeTransportTowns, FeePills, KeepOffline };

/**
 * /terms: how to pay (the ways, then the school's Pay Bill and bank account, from how-to-pay.mdx
 * whose steps are the children of `<PaymentDetails>`), and the term dates' calendar file. The Need
 * help? box's `<Button to="whatsapp" …/>` opens a WhatsApp chat about the page.
 */
export const termsComponents = {
  PaymentMethods: ({ language }: InLanguageProps) => <PaymentMethods methods={fees.paymentMethods} language={language} />,
  PaymentDetails: ({ children, language }: { children?: ReactNode } & InLanguageProps) => (
    <PaymentDetails payment={fees.payment} language={language}>
      {children}
    </PaymentDetails>
  ),
  FeePills,
  CalendarLinks,
  Button: inPageLanguage(boundButton({ whatsapp: whatsAppHelpUrl("terms") }), (page) => boundButton({ whatsapp: whatsAppHelpUrl(page, uiWordsOf("sw").whatsApp) })),
};

/**
 * A page's bound button, and the same for a Kiswahili page, bound to its own chat about the page
 * (the message in Kiswahili, naming the Kiswahili page) and its links to the Kiswahili pages.
 */
function inPageLanguage(english: (props: ContentButtonProps) => ReactNode, kiswahili: (page: { readonly title: string; readonly path: string } | undefined) => (props: ContentButtonProps) => ReactNode) {
  return function Button({ language, pageInLanguage, ...props }: ContentButtonProps & InLanguageProps) {
    return language === "sw" ? kiswahili(pageInLanguage)(props) : english(props);
  };
}

/** A grade's name in the page's language: 'Grade 7', 'Gredi ya 7'. */
const gradeName = (grade: Grade, language: Language | undefined) =>
  language === "sw" ? fill(uiWordsOf("sw").calculator.gradeN, { grade }) : routeTable[feePageAdmissions[grade]].label;

const feePageAdmissions = { 7: "grade7", 8: "grade8", 9: "grade9" } as const;

const feePages = {
  grade7fee: { grade: 7, admissions: "grade7" },
  grade8fee: { grade: 8, admissions: "grade8" },
  grade9fee: { grade: 9, admissions: "grade9" },
} as const satisfies Record<FeePageId, { grade: Grade; admissions: "grade7" | "grade8" | "grade9" }>;

interface TermFeesProps {
  /** The words of the card that adds the terms up, and its note. */
  totalLabel: string;
  totalNote: string;
}

/**
 * /grade7fee, /grade8fee and /grade9fee share one content file (src/content/pages/grade-fees.mdx,
 * src/features/page-content/words-file.ts); these bind it
 * to one grade: `<Grade />` writes 'Grade 7', `<TermFees />` and `<OneTimeCharges />` draw its
 * amounts, `<Button to="grade-admissions" label="{grade} admissions" />`
 * leads to its admissions page.
 */
export function gradeFeeComponents(page: FeePageId) {
  const { grade, admissions } = feePages[page];
  const gradeFees = fees[gradeKeys[grade]];
  const terms = termFees(gradeFees);
  return {
    Grade: ({ language }: InLanguageProps) => gradeName(grade, language),
    TermFees: ({ totalLabel, totalNote, language }: TermFeesProps & InLanguageProps) => {
      const words = kiswahiliFeeWords(language);
      const termWords = words && [words.term1, words.term2, words.term3];
      return (
        <AmountList
          columns={4}
          items={[
            ...terms.map((t, index) => ({ label: termWords?.[index] ?? t.term, amount: formatKes(t.amount) })),
            { label: totalLabel, amount: formatKes(annualTotal(terms)), note: totalNote, total: true },
          ]}
        />
      );
    },
    OneTimeCharges: ({ language }: InLanguageProps) => {
      const words = kiswahiliFeeWords(language);
      // The charges' words in Kiswahili, in the order fee-totals.ts lists them; their amounts are its.
      const chargeWords = words && [
        { title: words.commitmentTitle, note: words.commitmentNote },
        { title: words.uniformTitle, note: words.uniformNote },
        { title: fill(words.transportTitle, { towns: andList(fees.newStudents.freeTransportTowns, words.and) }), note: words.transportNote },
      ];
      return (
        <AmountList
          columns={3}
          items={oneTimeCharges(gradeFees, fees.newStudents).map((c, index) => ({
            label: chargeWords?.[index]?.title ?? c.title,
            amount: c.isFree ? (words?.free ?? "Free") : formatKes(c.amount),
            note: chargeWords?.[index]?.note ?? c.note,
          }))}
        />
      );
    },
    SiblingDiscount,
    ...termsComponents,
    FeePills: ({ label, links }: { label: string } & InLanguageProps) => <FeePills label={label} current={page} links={links} />,
    Button: inPageLanguage(boundButton({ "grade-admissions": pathOf(admissions), whatsapp: whatsAppHelpUrl(page) }, { grade: routeTable[admissions].label }), (kiswahiliPage) =>
      boundButton({ "grade-admissions": pathOf(admissions), whatsapp: whatsAppHelpUrl(kiswahiliPage ?? page, uiWordsOf("sw").whatsApp) }, { grade: gradeName(grade, "sw") }),
    ),
    KeepOffline,
  };
}
