import { describe, expect, it } from "vitest";
import { routeIds } from "../app/config/route-table";
import { site } from "../app/config/site";
import { contentSecurityPolicy, inlineScriptHashes, robotsTxt, sitemapXml } from "./finish-build";

describe("finishing the build", () => {
  it("hashes each inline script once and leaves external scripts out", () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script>a()</script><script>b()</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes.every((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h))).toBe(true);
  });

  it("writes a CSP without unsafe-inline scripts, framing only the map and dashboard hosts", () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain(`frame-src ${new URL(site.maps.embedUrl).origin}`);
    expect(csp).toContain(new URL(site.dashboards[0].embedUrl).origin);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lists every page but the sample card in sitemap.xml, and points robots.txt at it", () => {
    const xml = sitemapXml();
    expect(xml.match(/<loc>/g)).toHaveLength(routeIds.length - 1);
    expect(xml).toContain(`<loc>${site.siteOrigin}/perfomance</loc>`);
    expect(xml).not.toContain("/InfoCard");
    expect(robotsTxt()).toContain(`Sitemap: ${site.siteOrigin}/sitemap.xml`);
    expect(robotsTxt()).toContain("Disallow: /InfoCard");
  });
});
