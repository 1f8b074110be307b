import { describe, expect, it } from "vitest";
import type { School, WithContext } from "schema-dts";
import { site } from "../../config/site";
import { breadcrumbData, jsonLdText, pageStructuredData, schoolData } from "./structured-data";

describe("structured data (docs/site.md, Link previews and structured data)", () => {
  it("describes the school from the site configuration", () => {
    const school = schoolData();
    expect(school).toMatchObject({
      "@context": "https://schema.org",
      "@type": "School",
      name: site.schoolName,
      url: `${site.siteOrigin}/`,
      telephone: site.phone.tel,
      email: site.admissionsEmail,
      logo: `${site.siteOrigin}/icon-512.png`,
      sameAs: site.socialLinks.map((link) => link.url),
      address: { "@type": "PostalAddress", addressLocality: site.postalAddress.town, addressCountry: site.postalAddress.country },
    });
  });

  it("numbers a page's breadcrumb from 1, each step at its full address", () => {
    expect(breadcrumbData("laundry").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.siteOrigin}/` },
      { "@type": "ListItem", position: 2, name: "Think Boarding", item: `${site.siteOrigin}/boarding-life` },
      { "@type": "ListItem", position: 3, name: "Laundry", item: `${site.siteOrigin}/laundry` },
    ]);
  });

  it("gives the home page the school and its breadcrumb, other pages their breadcrumb, the not-found page none", () => {
    expect(pageStructuredData("home").map((data) => (data as { "@type": string })["@type"])).toEqual(["School", "BreadcrumbList"]);
    expect(pageStructuredData("golf").map((data) => (data as { "@type": string })["@type"])).toEqual(["BreadcrumbList"]);
    expect(pageStructuredData(undefined)).toEqual([]);
  });

  it("writes JSON that no value can break out of its script element", () => {
    const data: WithContext<School> = { ...(schoolData() as Exclude<WithContext<School>, string>), name: `</script><script>alert(1)</script> & "Co"` };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
    expect(JSON.parse(jsonLdText([data, breadcrumbData("fees")]))).toHaveLength(2);
  });
});
