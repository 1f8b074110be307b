import { site } from "../../config/site";

/**
 * The external enquiry and registration service, with the school passed as ?school=…
 * (docs/site.md, Outbound links and embeds). The home pop-up also passes the page to come back to as return-url.
 */
export function enquiryUrl(options: { returnPath?: string } = {}): string {
  const url = new URL(site.enquiry.url);
  url.searchParams.set("school", site.enquiry.schoolParam);
  if (options.returnPath !== undefined) {
    url.searchParams.set("return-url", new URL(options.returnPath, site.siteOrigin).toString());
  }
  return url.toString();
}
