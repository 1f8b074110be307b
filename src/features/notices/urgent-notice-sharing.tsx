import { smsLength, smsLimit, urgentSms, urgentWhatsAppText } from "./urgent-notice-texts";

interface UrgentNoticeTextsProps {
  title: string;
  summary: string;
  url: string;
  shortName: string;
}

/**
 * For the web admin, in the editor's preview only (never in the published site): an urgent
 * notice's message for WhatsApp groups and its SMS, ready to copy, with the SMS's length.
 */
export function UrgentNoticeTexts({ title, summary, url, shortName }: UrgentNoticeTextsProps) {
  const sms = urgentSms(title, url, shortName);
  const whatsApp = urgentWhatsAppText(title, summary, url);
  return (
    <section className="card my-6 space-y-3" aria-labelledby="urgent-notice-texts">
      <h3 id="urgent-notice-texts" className="text-xl font-semibold text-brand-900">
        For you to send (only you see this, in the preview)
      </h3>
      <p>Many parents read WhatsApp and SMS before anything else, and the site cannot send those for you: copy these there.</p>
      <label className="block">
        <span className="font-semibold">For WhatsApp groups</span>
        <textarea readOnly rows={5} className="mt-1 block w-full rounded-lg border border-slate-400 p-2" value={whatsApp} />
      </label>
      <label className="block">
        <span className="font-semibold">
          SMS ({smsLength(sms)} of {smsLimit} characters)
        </span>
        <textarea readOnly rows={3} className="mt-1 block w-full rounded-lg border border-slate-400 p-2" value={sms} />
      </label>
    </section>
  );
}
