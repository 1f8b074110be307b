import { Fragment } from "react";
import { highlightParts } from "~/features/curriculum/maths-browser/curriculum-search";

/** The text with each match of the search marked, so a reader sees why a result is listed. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-gold-300 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
