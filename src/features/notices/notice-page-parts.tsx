import type { ReactNode } from "react";
import { pathOf } from "~/config/route-table";
import { SmartLink } from "~/shared/smart-link";
import { NoticeDay } from "./notice-list";
import { UrgentNoticeTexts } from "./urgent-notice-sharing";
import { PushOffer } from "../push/push-offer";
import type { PageLanguage } from "../kiswahili/page-language";
import { categoryWord } from "./notice-list";

interface NoticeHeroProps {
  title: string;
  category: string;
  date: string;
  urgent?: boolean;
  expired: boolean;
  /** The notice's words before its first `##` heading (src/markdown/rehype-page-structure.ts). */
  children?: ReactNode;
  /** A Kiswahili notice's page: its own words in Kiswahili, its notices page at /sw/notices. */
  language?: PageLanguage;
}

/** The top of a notice's page: its category, its one h1, its day, and, once expired, a plain statement that it is. */
export function NoticeHero({ title, category, date, urgent, expired, children, language }: NoticeHeroProps) {
  if (language?.language === "sw") return <KiswahiliNoticeHero {...{ title, category, date, urgent, expired, children, language }} />;
  return (
    <header className="bg-brand-50">
      <div className="page-container py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {urgent && !expired ? "Urgent · " : ""}
          {category}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl lg:text-5xl">{title}</h1>
        <p className="mt-2 text-lg text-slate-700">
          Published on <NoticeDay date={date} />
        </p>
        {expired ? (
          <p className="mt-4 max-w-2xl rounded-xl border-2 border-slate-400 bg-white px-4 py-3 text-lg font-semibold text-slate-800">
            This notice has expired. It is kept here for reference; the <a href={pathOf("notices")} className="text-brand-700 underline">notices page</a> lists the current ones.
          </p>
        ) : null}
        {children ? <div className="page-intro">{children}</div> : null}
      </div>
    </header>
  );
}

interface NoticeLinksProps {
  attachments: readonly { href: string; label: string }[];
  /** `https://wa.me/?text=…`: the title and the page's address, for WhatsApp. */
  whatsAppUrl: string;
  /** In a build that offers it, the button for urgent notices on this phone, after the link. */
  pushOffer?: boolean;
  /** In the editor's preview of an urgent notice only: what the texts for WhatsApp and SMS are made of (./urgent-notice-sharing.tsx). */
  forTheWebAdmin?: Parameters<typeof UrgentNoticeTexts>[0];
  language?: PageLanguage;
}

/** After a notice's words: its PDFs, each named with its type and size, and a link to share it on WhatsApp. */
export function NoticeLinks({ attachments, whatsAppUrl, pushOffer, forTheWebAdmin, language }: NoticeLinksProps) {
  const words = language?.language === "sw" ? language.words.notices : undefined;
  return (
    <section className="content-section" aria-labelledby="notice-files-and-sharing">
      <div className="page-container section-inner">
        <h2 id="notice-files-and-sharing" className="section-title">
          {attachments.length > 0 ? (words?.filesAndSharing ?? "Files and sharing") : (words?.share ?? "Share this notice")}
        </h2>
        <div className="section-body">
          {attachments.length > 0 ? (
            <ul>
              {attachments.map((attachment) => (
                <li key={attachment.href}>
                  <a href={attachment.href}>{attachment.label}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {attachments.length > 0 ? <p>{words?.filesWords ?? "The words of each file are in the notice above."}</p> : null}
          <p>
            <SmartLink to={whatsAppUrl} className="btn-secondary">
              {language?.language === "sw" ? language.words.whatsApp.share : "Share on WhatsApp"}
            </SmartLink>
          </p>
          {pushOffer ? <PushOffer id="notice" language={language} /> : null}
          {forTheWebAdmin ? <UrgentNoticeTexts {...forTheWebAdmin} /> : null}
        </div>
      </div>
    </section>
  );
}

/** The same in Kiswahili: the words from sw.json, the day in Kiswahili, the notices page at its /sw address. */
function KiswahiliNoticeHero({ title, category, date, urgent, expired, children, language }: NoticeHeroProps & { language: PageLanguage }) {
  const words = language.words.notices;
  const [before, after] = words.expired.split("{link}");
  const [publishedBefore, publishedAfter] = words.published.split("{date}");
  return (
    <header className="bg-brand-50">
      <div className="page-container py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {urgent && !expired ? `${words.urgent} · ` : ""}
          {categoryWord(category, "sw")}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl lg:text-5xl">{title}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {publishedBefore}
          <NoticeDay date={date} language="sw" />
          {publishedAfter}
        </p>
        {expired ? (
          <p className="mt-4 max-w-2xl rounded-xl border-2 border-slate-400 bg-white px-4 py-3 text-lg font-semibold text-slate-800">
            {before}
            <a href={language.kiswahiliLinks?.notices?.to ?? pathOf("notices")} className="text-brand-700 underline">
              {words.expiredLink}
            </a>
            {after}
          </p>
        ) : null}
        {children ? <div className="page-intro">{children}</div> : null}
      </div>
    </header>
  );
}

/** The notice's hero as the component its words' introduction is placed in (src/markdown/rehype-page-structure.ts wraps it in `<PageIntro>`). */
export function noticeIntroOf(hero: Omit<NoticeHeroProps, "children">) {
  return function PageIntro({ children }: { children?: ReactNode }) {
    return <NoticeHero {...hero}>{children}</NoticeHero>;
  };
}
