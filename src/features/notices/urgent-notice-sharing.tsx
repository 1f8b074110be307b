import { smsLength, smsLimit, urgentSms, urgentWhatsAppText } from "./urgent-notice-texts";

interface UrgentNoticeTextsProps {
  title: string;
  summary: string;
  url: string;
  shortName: string;
  /** The notice's Kiswahili, when it has it: the same two texts in Kiswahili, for groups that read it (docs/decisions/063). */
  kiswahili?: { title: string; summary: string; url: string; words: { forWhatsApp: string; forSms: string; whatsAppText: string; smsHead: string } };
}

/**
 * For the web admin, in the editor's preview only (never in the published site): an urgent
 * notice's message for WhatsApp groups and its SMS, ready to copy, with the SMS's length.
 */
export function UrgentNoticeTexts({ title, summary, url, shortName, kiswahili }: UrgentNoticeTextsProps) {
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
      {kiswahili ? <KiswahiliTexts {...kiswahili} shortName={shortName} /> : null}
    </section>
  );
}

/** The same two texts in Kiswahili, from the notice's Kiswahili file and sw.json's words. */
function KiswahiliTexts({ title, summary, url, shortName, words }: NonNullable<UrgentNoticeTextsProps["kiswahili"]> & { shortName: string }) {
  const sms = urgentSms(title, url, shortName, words.smsHead);
  return (
    <div lang="sw" className="space-y-3">
      <label className="block">
        <span className="font-semibold">{words.forWhatsApp}</span>
        <textarea readOnly rows={5} className="mt-1 block w-full rounded-lg border border-slate-400 p-2" value={urgentWhatsAppText(title, summary, url, words.whatsAppText)} />
      </label>
      <label className="block">
        <span className="font-semibold">{words.forSms.replace("{n}", String(smsLength(sms))).replace("{limit}", String(smsLimit))}</span>
        <textarea readOnly rows={3} className="mt-1 block w-full rounded-lg border border-slate-400 p-2" value={sms} />
      </label>
    </div>
  );
}
