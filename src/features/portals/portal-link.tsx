import { site } from "~/config/site";
import { SmartLink } from "~/shared/smart-link";

/** The groups of portals in src/config/site.ts: /access's, /StuAccess's and /staffAccess's. */
export type PortalGroup = keyof typeof site.portals;

/**
 * `<PortalLink name="Staff E-mail" />` at the end of a card: 'Open Staff E-mail', a link to that
 * portal's address in the site configuration (a new tab), so no content file types an address.
 * Bound to the page's group of portals; a name the group does not have stops the build.
 */
export function portalLink(group: PortalGroup) {
  const portals: readonly { name: string; url: string }[] = site.portals[group];
  return function PortalLink({ name }: { name: string }) {
    const portal = portals.find((p) => p.name === name);
    if (!portal) {
      throw new Error(`<PortalLink name="${name}">: site.portals.${group} has no such portal (it has ${portals.map((p) => p.name).join(", ")})`);
    }
    return (
      <p>
        <SmartLink to={portal.url}>Open {portal.name}</SmartLink>
      </p>
    );
  };
}
