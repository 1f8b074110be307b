import { ContentButton, type ContentButtonProps } from "./content/content-button";

/** Where each of a page's own words leads; `null` when the page has no such place (Form 3 has no fee page). */
export type Destinations = Readonly<Record<string, string | null>>;

/**
 * `<Button>` on a page whose buttons may lead to places bound to it (`to="grade-fees"`: its
 * grade's fee page). It stays `Button` in the content file, so these buttons stand in one row
 * with the others, and understands every word a `<Button>` does. A button whose place the page
 * lacks is left out. `className` is added to every button of the page (the admission pages keep
 * theirs off paper).
 */
export function boundButton(destinations: Destinations, className?: string) {
  return function Button({ to, ...rest }: ContentButtonProps) {
    const bound = Object.hasOwn(destinations, to) ? destinations[to] : to;
    if (bound === null || bound === undefined) return null;
    return <ContentButton to={bound} className={className} {...rest} />;
  };
}
