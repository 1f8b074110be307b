import type { ReactNode } from "react";
import { site } from "~/config/site";
import type { Payment } from "~/features/fees/fees-schema";
import { parseWrittenDate } from "~/shared/written-date";
import { FinancePhone } from "../page-content/site-values";
import type { Language } from "~/config/languages";
import { kiswahiliWrittenDate } from "~/shared/kiswahili-calendar";
import { fill, uiWordsOf } from "../kiswahili/ui-words";

type FeeWords = ReturnType<typeof uiWordsOf>["fees"] & { readonly copy: string };

/**
 * How to pay, safely (issue 22, part 3), on /terms and every grade's fee page: first the warning
 * against "new payment number" messages, read before the numbers; then the school's M-Pesa
 * Pay Bill and what to type as the account, the steps on the phone (the words its children bring,
 * src/content/shared/how-to-pay.mdx), the bank account for banker's cheques, and the day the
 * details were last checked. Every value is from
 * src/data/fees.json (`payment`), the finance office's number from src/data/site.json.
 *
 * The numbers are plain text, selectable with JavaScript off. Beside each, a Copy button
 * (src/features/fees/browser/copy-buttons.ts) puts the exact text on the clipboard and says so in a line
 * beside it that screen readers read out as it changes (a polite live region). Without JavaScript it is not shown (`noscript:hidden`, a CSS media
 * query: nothing moves when the script runs); the script hides it where the browser has no
 * clipboard to write to.
 */
export function PaymentDetails({ payment, children, language = "en" }: { payment: Payment; children?: ReactNode; language?: Language }) {
  const { payBill, bank } = payment;
  const checked = parseWrittenDate(payment.checkedOn, 2000);
  const words: FeeWords = { ...uiWordsOf(language).fees, copy: uiWordsOf(language).buttons.copy };
  const checkedOn = language === "sw" ? kiswahiliWrittenDate(payment.checkedOn) : payment.checkedOn;
  const [checkedBefore, checkedAfter] = words.lastChecked.split("{date}");
  return (
    <div data-payment-details="" className="content-block max-w-none space-y-6 text-base">
      <div className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-6">
        <p className="font-bold">{words.bewareFraud}</p>
        <p className="mt-1">
          {words.fraudText}{" "}
          <FinancePhone className="font-semibold whitespace-nowrap text-red-900 underline" />
          .
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="pay-by-m-pesa" className="card space-y-4 border-brand-600">
          <h3 id="pay-by-m-pesa" className="pt-0 text-xl font-semibold text-brand-900">
            {words.mpesaPayBill}
          </h3>
          <dl className="space-y-3">
            <CopyableFact term={words.payBillNumber} name={words.payBillName} value={payBill.businessNumber} words={words} />
            <div>
              <dt className="font-semibold text-slate-700">{words.accountNumber}</dt>
              <dd className="mt-1 text-slate-800">{language === "sw" && payBill.sw ? payBill.sw.accountForPupil : payBill.accountForPupil}</dd>
              <dd className="mt-1 text-slate-700">
                {words.forApplicant.split("{account}")[0]}
                {language === "sw" && payBill.sw ? payBill.sw.accountForApplicant : payBill.accountForApplicant}
              </dd>
            </div>
          </dl>
          <div className="[&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6">
            <h4 className="font-semibold text-brand-900">{words.onYourPhone}</h4>
            {children}
          </div>
        </section>
        <section aria-labelledby="pay-by-cheque" className="card space-y-4 border-brand-600">
          <h3 id="pay-by-cheque" className="pt-0 text-xl font-semibold text-brand-900">
            {words.bankersCheque}
          </h3>
          <dl className="space-y-3">
            <div>
              <dt className="font-semibold text-slate-700">{words.payableTo}</dt>
              <dd className="mt-1 text-slate-800">{site.schoolName}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-700">{words.bank}</dt>
              <dd className="mt-1 text-slate-800">
                {bank.bank}, {bank.branch}
              </dd>
            </div>
            <CopyableFact term={words.accountNumber} name={words.bankAccountName} value={bank.accountNumber} words={words} />
          </dl>
        </section>
      </div>
      <p className="text-slate-700">
        {checkedBefore}
        {checked?.iso ? <time dateTime={checked.iso}>{checkedOn}</time> : checkedOn}
        {checkedAfter}
      </p>
    </div>
  );
}

/**
 * A number a parent types into a phone or onto a form: large, selectable, with its Copy button.
 * `name` is what the button and its message call the number ('Pay Bill number').
 */
function CopyableFact({ term, name, value, words }: { term: string; name: string; value: string; words: FeeWords }) {
  const named = name.charAt(0).toUpperCase() + name.slice(1);
  return (
    <div>
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono text-2xl font-extrabold tracking-wider text-brand-900 select-all">{value}</span>
        <button
          type="button"
          data-copy={value}
          data-copied={fill(words.copied, { name: named, value })}
          data-failed={fill(words.copyFailed, { name })}
          className="btn-secondary min-h-11 px-4 py-1 text-base noscript:hidden print:hidden"
        >
          {words.copy}
          <span className="sr-only">{fill(words.copyThe, { name })}</span>
        </button>
        {/* A live region without the status role: a fee page has one status already, the Keep button's. */}
        <span aria-live="polite" aria-atomic="true" className="text-sm text-brand-800" />
      </dd>
    </div>
  );
}
