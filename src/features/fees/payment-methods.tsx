import type { PaymentMethod } from "~/features/fees/fees-schema";
import type { Language } from "~/config/languages";
import { uiWordsOf } from "../kiswahili/ui-words";

/** Which ways of paying the school accepts (src/features/fees/fees.ts), marked in words as well as colour. */
export function PaymentMethods({ methods, language = "en" }: { methods: readonly PaymentMethod[]; language?: Language }) {
  const words = uiWordsOf(language).fees;
  return (
    <ul className="content-block grid max-w-none list-none gap-4 space-y-0 pl-0 text-base sm:grid-cols-2 lg:grid-cols-3">
      {methods.map((m) => (
        <li key={m.method} className={`card flex gap-4 ${m.accepted ? "border-brand-600" : "border-red-200 bg-red-50/40"}`}>
          <span
            className={`flex size-10 shrink-0 items-center justify-center rounded-full text-xl font-bold ${
              m.accepted ? "bg-brand-700 text-white" : "bg-red-700 text-white"
            }`}
            aria-hidden="true"
          >
            {m.accepted ? "✓" : "✕"}
          </span>
          <div>
            <h3 className="pt-0 text-lg font-semibold text-brand-900">{language === "sw" && m.sw ? m.sw.method : m.method}</h3>
            <p className={`mt-1 inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${m.accepted ? "bg-brand-50 text-brand-800" : "bg-red-100 text-red-800"}`}>
              {m.accepted ? words.accepted : words.notAccepted}
            </p>
            <p className="mt-2 text-slate-700">{language === "sw" && m.sw ? m.sw.detail : m.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
