import { whenNearScreen } from "~/shared/browser/near-screen";

/**
 * The location page's map (docs/site.md, Location), drawn at build by
 * src/features/location/school-map.tsx: its frame waits in a <template> and is added when the map
 * nears the screen. A frame in the HTML, even a lazy one, is fetched as soon as the page is laid
 * out when it is within a screen or two of the top, at the highest priority, before the page's
 * first paint.
 */
export function wireSchoolMap(box: HTMLElement) {
  const template = box.querySelector<HTMLTemplateElement>("template[data-frame]");
  if (!template) return;
  whenNearScreen(box, () => template.replaceWith(template.content.cloneNode(true)));
}
