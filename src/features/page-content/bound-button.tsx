import { ContentButton, type ContentButtonProps } from "./content-button";

/** Where each of a page's own words leads; `null` when the page has no such place (Form 3 has no fee page). */
export type Destinations = Readonly<Record<string, string | null>>;

/**
 * `<Button>` on a page whose buttons may lead to places bound to it (`to="grade-fees"`: its
 * grade's fee page). It stays `Button` in the content file, so these buttons stand in one row
 * with the others, and understands every word a `<Button>` does. A button whose place the page
 * lacks is left out. A label may name the page's own words in braces, filled in here:
 * `label="{grade} admissions"` is 'Grade 7 admissions' on /grade7fee, `label="Call {phone}"` the
 * school's number on /events (a label is one line of words, so the editor can change it).
 * `className` is added to every button of the page (the admission pages keep theirs off paper).
 */
export function boundButton(destinations: Destinations, words: Readonly<Record<string, string>> = {}, className?: string) {
  return function Button({ to, label, ...rest }: ContentButtonProps) {
    const bound = Object.hasOwn(destinations, to) ? destinations[to] : to;
    if (bound === null || bound === undefined) return null;
    const filled = label?.replace(/\{(\w+)\}/g, (token, name: string) => {
      if (!Object.hasOwn(words, name)) throw new Error(`<Button label="${label}">: this page has no {${name}}; it has ${Object.keys(words).map((w) => `{${w}}`).join(", ") || "none"}`);
      return words[name]!;
    });
    return <ContentButton to={bound} label={filled} className={className} {...rest} />;
  };
}
