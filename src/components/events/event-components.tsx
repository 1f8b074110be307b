import { site } from "~/config/site";
import { termDates } from "~/content/term-dates";
import { boundButton } from "../bound-button";
import { CalendarLinks, CalendarNotes } from "./calendar-links";
import { TermCard } from "./term-card";

/** `<Year />`: the year of the calendar, '2025'. */
export const Year = () => String(termDates.year);

/** `<TermCards />`: each term of the year as a card of its dates, side by side on wide screens. */
export function TermCards() {
  return (
    <div className="content-block grid gap-6 md:grid-cols-3">
      {termDates.terms.map((term) => (
        <TermCard key={term.name} term={term} year={termDates.year} />
      ))}
    </div>
  );
}

/** `<PhoneNumber />`: the school's number as words, for a button that dials it (`<Button to="phone">`). */
export const PhoneNumber = () => site.phone.display;

/**
 * /events: the term dates of src/content/term-dates.ts, the one place they are written, the
 * links to the same dates as a calendar file, and a button that calls the school.
 */
export const eventComponents = { Year, TermCards, CalendarLinks, CalendarNotes, PhoneNumber, Button: boundButton({}) };
