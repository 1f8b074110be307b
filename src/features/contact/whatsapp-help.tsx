import { routeTable, type RouteEntry, type RouteId } from "~/config/route-table";
import { site } from "~/config/site";
import { helpMessage, whatsAppLink, type HelpWords } from "~/features/contact/whatsapp-link";
import { Fact } from "./contact-facts";

/** The page a chat is about: a route table page, or a collection's page (a notice) with its own title and address. */
export type HelpPage = RouteId | { readonly title: string; readonly path: string };

/**
 * Help on WhatsApp (issue 22, part 4; WCAG 2.2 3.2.6 Consistent Help): a plain link to a chat with
 * the school's WhatsApp number (src/data/site.json), its message naming the page the parent is on.
 * In every page's footer, on /location and in the fee pages' Need help? box. No script and no
 * request to WhatsApp until it is pressed (src/features/contact/whatsapp-link.ts).
 */
export function whatsAppHelpUrl(about: HelpPage | undefined, words?: HelpWords): string {
  const entry: { readonly title: string; readonly path: string } | undefined = typeof about === "string" ? (routeTable[about] as RouteEntry) : about;
  return whatsAppLink(site.whatsApp.tel, helpMessage({ school: site.schoolName, page: entry?.title, address: entry && `${site.siteOrigin}${entry.path}` }, words));
}

/** `<WhatsAppFact />` in `<Facts>`: the WhatsApp number, as a line that opens a chat about this page. */
export const whatsAppFact = (id: RouteId) =>
  function WhatsAppFact() {
    return (
      <Fact term="WhatsApp" to={whatsAppHelpUrl(id)}>
        {site.whatsApp.display}
      </Fact>
    );
  };
