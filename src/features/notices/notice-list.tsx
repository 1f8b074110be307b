import { noticeCategories } from "~/features/notices/notice-schema";
import { dayText } from "~/shared/nairobi-time";
import { PushOffer } from "../push/push-offer";

/** What a list shows of a notice. */
export interface NoticeItem {
  path: string;
  title: string;
  /** Year-month-day. */
  date: string;
  category: string;
  summary: string;
  urgent?: boolean;
}

/** A notice's day, for people and for machines. */
export function NoticeDay({ date }: { date: string }) {
  return <time dateTime={date}>{dayText(date)}</time>;
}

/**
 * Notices as a list of plain links, newest first (they come sorted): the title, its day and
 * category, and its one-line summary. `headingLevel`: the level of each title under the list's
 * own heading.
 */
export function NoticeList({ notices, headingLevel = 3 }: { notices: readonly NoticeItem[]; headingLevel?: 2 | 3 }) {
  if (notices.length === 0) return <p>There are no notices at the moment.</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="list-none space-y-4 pl-0">
      {notices.map((notice) => (
        <li key={notice.path} className="card">
          <Heading className="text-xl font-semibold text-brand-900">
            <a href={notice.path} className="text-brand-800 underline underline-offset-4 hover:text-brand-700">
              {notice.urgent ? <span className="mr-2 rounded bg-red-700 px-2 py-0.5 text-sm font-bold text-white no-underline">Urgent</span> : null}
              {notice.urgent ? " " : null}
              {notice.title}
            </a>
          </Heading>
          <p className="mt-1 text-base text-slate-600">
            <NoticeDay date={notice.date} /> · {notice.category}
          </p>
          <p className="mt-2 text-lg text-slate-700">{notice.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** One list per category with a notice in it, in the categories' own order, each under its heading. */
export function NoticesByCategory({ notices }: { notices: readonly NoticeItem[] }) {
  const groups = noticeCategories.map((category) => [category, notices.filter((notice) => notice.category === category)] as const).filter(([, list]) => list.length > 0);
  return (
    <div className="space-y-8">
      {groups.map(([category, list]) => (
        <div key={category}>
          <h3 className="text-xl font-semibold text-brand-900">{category}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {list.map((notice) => (
              <li key={notice.path}>
                <a href={notice.path} className="font-medium text-brand-700 underline">
                  {notice.title}
                </a>{" "}
                (<NoticeDay date={notice.date} />)
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
export function noticeIndexComponents(notices: readonly NoticeItem[], feedPath: string, pushOffer = false) {
  return {
    LatestNoticeList: () => <NoticeList notices={notices} />,
    NoticesByCategory: () => <NoticesByCategory notices={notices} />,
    NoticesFeedLink: () => (
      <>
        <p>
          <a href={feedPath}>Follow the notices in a feed reader</a> (Atom feed).
        </p>
        {pushOffer ? <PushOffer id="notices" /> : null}
      </>
    ),
  };
}

/** The home page's newest notices, below the carousel, with the way to all of them. */
export function LatestNotices({ notices, allPath }: { notices: readonly NoticeItem[]; allPath: string }) {
  return (
    <section aria-labelledby="latest-notices" className="page-container pt-10">
      <h2 id="latest-notices" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Latest notices
      </h2>
      <div className="mt-4">
        <NoticeList notices={notices} />
      </div>
      <p className="mt-4 text-lg">
        <a href={allPath} className="font-medium text-brand-700 underline">
          All notices and circulars
        </a>
      </p>
    </section>
  );
}
