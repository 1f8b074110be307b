import type { ReactNode } from "react";
import { site } from "~/config/site";
import { upcomingSchoolEvents } from "~/features/school-events/school-event-entries.build";
import { termYears } from "~/features/term-dates/term-dates";
import { andList } from "~/shared/and-list";
import { boundButton } from "../page-content/bound-button";
import { CalendarLinks, CalendarNotes } from "../term-dates/calendar-links";
import { TermCard } from "../term-dates/term-card";
import type { InLanguageProps } from "../kiswahili/page-language";
import { uiWordsOf } from "../kiswahili/ui-words";

/** The school years of the data, newest first: a parent looks for the coming year, not the last. */
const newestFirst = [...termYears.years].reverse();

/** `<Years />`: the school years the calendar holds, '2025' or '2025 and 2026'. */
export const Years = ({ language }: InLanguageProps) =>
  andList(
    termYears.years.map((calendar) => String(calendar.year)),
    language === "sw" ? uiWordsOf("sw").fees.and : undefined,
  );

/** `<TermCards />`: each school year under its own heading, newest first, its terms as cards side by side on wide screens. */
export function TermCards({ language }: InLanguageProps) {
  return newestFirst.map(({ year, terms }) => {
    const yearHeadingId = `term-dates-${year}`;
    return (
      <section key={year} aria-labelledby={yearHeadingId} className="content-block">
        <h3 id={yearHeadingId} className="text-xl font-semibold tracking-wide text-brand-700">
          {year}
        </h3>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          {terms.map((term) => (
            <TermCard key={term.name} term={term} year={year} yearHeadingId={yearHeadingId} language={language} />
          ))}
        </div>
      </section>
    );
  });
}

/** `<NoSchoolEvents>words</NoSchoolEvents>`: its words only when no school event is still to come. */
export function NoSchoolEvents({ children }: { children?: ReactNode }) {
  return upcomingSchoolEvents.length === 0 ? <div className="content-block">{children}</div> : null;
}

/**
 * /events: the term dates of src/data/term-dates.json, the one place they are written, the
 * links to the same dates as a calendar file, and a button that calls the school
 * (`<Button to="phone" label="Call {phone}" />` writes its number).
 */
export const eventComponents = { Years, TermCards, CalendarLinks, CalendarNotes, NoSchoolEvents, Button: boundButton({}, { phone: site.phone.display }) };
