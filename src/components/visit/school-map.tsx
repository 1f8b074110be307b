import { site } from "~/config/site";
import { LinkButton } from "../link-button";

/**
 * The embedded map of where the school stands (docs/site.md, Location): from another host, so it
 * loads only when scrolled near (a parent's data is not spent on a map they may never look at),
 * and named for screen readers.
 */
export function SchoolMap() {
  return (
    <iframe
      src={site.maps.embedUrl}
      title={`Map showing the location of ${site.schoolName}`}
      loading="lazy"
      className="content-block aspect-[4/3] w-full rounded-2xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]"
    />
  );
}

/** A button that opens the school's place in a maps service, in a new tab: `<MapsButton label="Open in Maps" />`. */
export function MapsButton({ label }: { label: string }) {
  return (
    <div className="button-row">
      <LinkButton to={site.maps.link}>{label}</LinkButton>
    </div>
  );
}
