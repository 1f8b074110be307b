import { noticeCategories } from "~/features/notices/notice-schema";
import { dayText } from "~/shared/nairobi-time";
import { kiswahiliDayText } from "~/shared/kiswahili-calendar";
import type { Language } from "~/config/languages";
import { PushOffer } from "../push/push-offer";
import type { PageLanguage } from "../kiswahili/page-language";
import { uiWordsOf } from "../kiswahili/ui-words";

/** What a list shows of a notice. */
export interface NoticeItem {
  path: string;
  title: string;
  /** Year-month-day. */
  date: string;
  category: string;
  summary: string;
  urgent?: boolean;
  /** In a Kiswahili list: a notice with no Kiswahili yet, listed in English at its English address. */
  english?: boolean;
}

/** A notice's day, for people and for machines: '5 January 2026', or in Kiswahili '5 Januari 2026'. */
export function NoticeDay({ date, language = "en" }: { date: string; language?: Language }) {
  return <time dateTime={date}>{language === "sw" ? kiswahiliDayText(date) : dayText(date)}</time>;
}

/** A category's word in the page's language (the categories are the schema's, src/features/notices/notice-schema.ts). */
export function categoryWord(category: string, language: Language = "en"): string {
  if (language === "en") return category;
  const words: Readonly<Record<string, string>> = uiWordsOf(language).notices;
  return words[`category.${category}`] ?? category;
}

/**
 * Notices as a list of plain links, newest first (they come sorted): the title, its day and
 * category, and its one-line summary. `headingLevel`: the level of each title under the list's
 * own heading.
 */
export function NoticeList({ notices, headingLevel = 3, language = "en" }: { notices: readonly NoticeItem[]; headingLevel?: 2 | 3; language?: Language }) {
  const words = uiWordsOf(language).notices;
  if (notices.length === 0) return <p>{words.none}</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="list-none space-y-4 pl-0">
      {notices.map((notice) => (
        <li key={notice.path} className="card">
          <Heading className="text-xl font-semibold text-brand-900">
            <a href={notice.path} className="text-brand-800 underline underline-offset-4 hover:text-brand-700">
              {notice.urgent ? <span className="mr-2 rounded bg-red-700 px-2 py-0.5 text-sm font-bold text-white no-underline">{words.urgent}</span> : null}
              {notice.urgent ? " " : null}
              {notice.english ? <span lang="en-KE">{notice.title}</span> : notice.title}
            </a>
            {notice.english ? ` ${words.inEnglish}` : null}
          </Heading>
          <p className="mt-1 text-base text-slate-600">
            <NoticeDay date={notice.date} language={language} /> · {categoryWord(notice.category, language)}
          </p>
          <p className="mt-2 text-lg text-slate-700" lang={notice.english ? "en-KE" : undefined}>
            {notice.summary}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One list per category with a notice in it, in the categories' own order, each under its heading. */
export function NoticesByCategory({ notices, language = "en" }: { notices: readonly NoticeItem[]; language?: Language }) {
  const groups = noticeCategories.map((category) => [category, notices.filter((notice) => notice.category === category)] as const).filter(([, list]) => list.length > 0);
  return (
    <div className="space-y-8">
      {groups.map(([category, list]) => (
        <div key={category}>
          <h3 className="text-xl font-semibold text-brand-900">{categoryWord(category, language)}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {list.map((notice) => (
              <li key={notice.path}>
                <a href={notice.path} className="font-medium text-brand-700 underline" lang={notice.english ? "en-KE" : undefined}>
                  {notice.title}
                </a>{" "}
                (<NoticeDay date={notice.date} language={language} />)
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The components /notices' words place (src/content/pages/notices.mdx): the newest-first list,
 * the lists by category, and the ways to follow them: the link to the feed and, in a build that
 * offers it, the button for urgent notices on this phone (`pushOffer`).
 */
export function noticeIndexComponents(notices: readonly NoticeItem[], feedPath: string, pushOffer = false, language?: PageLanguage) {
  const code = language?.language ?? "en";
  const words = uiWordsOf(code).notices;
  return {
    LatestNoticeList: () => <NoticeList notices={notices} language={code} />,
    NoticesByCategory: () => <NoticesByCategory notices={notices} language={code} />,
    NoticesFeedLink: () => (
      <>
        <p>
          <a href={feedPath}>{words.feed}</a>
          {` ${words.feedKind}`}
        </p>
        {pushOffer ? <PushOffer id="notices" language={language} /> : null}
      </>
    ),
  };
}

/** The home page's newest notices, below the carousel, with the way to all of them. */
export function LatestNotices({ notices, allPath, language = "en" }: { notices: readonly NoticeItem[]; allPath: string; language?: Language }) {
  const words = uiWordsOf(language).notices;
  return (
    <section aria-labelledby="latest-notices" className="page-container pt-10">
      <h2 id="latest-notices" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {words.latest}
      </h2>
      <div className="mt-4">
        <NoticeList notices={notices} language={language} />
      </div>
      <p className="mt-4 text-lg">
        <a href={allPath} className="font-medium text-brand-700 underline">
          {words.all}
        </a>
      </p>
    </section>
  );
}
