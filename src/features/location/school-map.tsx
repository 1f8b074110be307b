import { site } from "~/config/site";
import { LinkButton } from "~/shared/link-button";

/**
 * The embedded map of where the school stands (docs/site.md, Location): from another host, so its
 * frame waits in a <template> until the map nears the screen (src/features/location/browser/school-map.ts; a
 * parent's data is not spent on a map they may never look at, and nothing is fetched before the
 * page paints), and named for screen readers. The box keeps the map's shape meanwhile, so nothing
 * moves when it arrives. With JavaScript off the <noscript> copy is the frame, lazily loaded.
 */
export function SchoolMap() {
  const frame = (
    <iframe src={site.maps.embedUrl} title={`Map showing the location of ${site.schoolName}`} loading="lazy" className="block size-full border-0" />
  );
  return (
    <div
      className="content-block aspect-[4/3] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]"
      data-school-map=""
    >
      <template data-frame="">{frame}</template>
      <noscript>{frame}</noscript>
    </div>
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
