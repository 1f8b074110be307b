import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { routeIds } from "../config/route-table";
import { site } from "../config/site";
import { pathIndex } from "../features/page-content/canonical-path.build";
import { sitePages } from "../features/page-content/site-pages.build";
import { pageFileOf } from "../features/page-content/page-file";
import { carriesInlineFont, checkPagesAgainstRouteTable, contentSecurityPolicy, inlineScriptHashes, robotsTxt, sitemapXml } from "./finish-build";

describe("finishing the build", () => {
  it("hashes each inline script once, as the browser reads it, and leaves external scripts out", () => {
    const html =
      '<!doctype html><head><script>a()</script><script type="module" src="/x.js"></script></head>' +
      "<body><script>a()</script><script>b(\"&amp;\")</script><template><script>c()</script></template></body>";
    const hashes = inlineScriptHashes(parse(html));
    expect(hashes).toHaveLength(3);
    expect(hashes.every((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h))).toBe(true);
    // A script's text is raw: `&amp;` is hashed as written, not decoded.
    expect(inlineScriptHashes(parse('<script>b("&amp;")</script>'))[0]).not.toBe(inlineScriptHashes(parse('<script>b("&")</script>'))[0]);
  });

  it("writes a CSP without unsafe-inline scripts, framing only the map and dashboard hosts", () => {
    const csp = contentSecurityPolicy(["'sha256-abc='"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain(`frame-src ${new URL(site.maps.embedUrl).origin}`);
    expect(csp).toContain(new URL(site.dashboards[0]!.embedUrl).origin);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets only a page that asks for it compile WebAssembly (the site search, docs/decisions/009-site-search.md)", () => {
    expect(contentSecurityPolicy([])).not.toContain("wasm-unsafe-eval");
    expect(contentSecurityPolicy(["'sha256-abc='"], { webAssembly: true })).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(contentSecurityPolicy([], { webAssembly: true })).not.toMatch(/'unsafe-eval'/);
  });

  it("lets only a page that carries its own typeface load a font from data: (the band page, docs/decisions/022-band-typeface-in-the-page.md)", () => {
    const inline = '<head><style>@font-face{font-family:"Bebas Neue";src:url(data:font/woff2;base64,d09GMg==) format("woff2")}</style></head>';
    expect(carriesInlineFont(parse(inline))).toBe(true);
    expect(carriesInlineFont(parse(inline.replace("url(data:", 'url("data:')))).toBe(true);
    // A font file of the site's own, a data: image, or the words "data:font/" in the text are not one.
    expect(carriesInlineFont(parse('<style>@font-face{src:url(/assets/band.woff2)}</style><style>.x{background:url(data:image/png;base64,AA==)}</style>'))).toBe(false);
    expect(carriesInlineFont(parse("<p>url(data:font/woff2;base64,AA==)</p>"))).toBe(false);
    expect(contentSecurityPolicy([])).toContain("font-src 'self';");
    expect(contentSecurityPolicy([], { inlineFonts: true })).toContain("font-src 'self' data:;");
    // The button for urgent notices may reach the school's server on its own origin, and only that.
    expect(contentSecurityPolicy([], { pushServer: "https://admin.school.example" })).toMatch(/connect-src 'self'[^;]* https:\/\/admin\.school\.example;/);
    expect(contentSecurityPolicy([], { pushServer: undefined })).toBe(contentSecurityPolicy([]));
  });

  it("leaves JSON-LD out of the script hashes, and lets the site's own worker and manifest load", () => {
    const jsonLd = '<script type="application/ld+json">{"@type":"School"}</script><script type=" Application/LD+JSON ">{}</script>';
    expect(inlineScriptHashes(parse(jsonLd))).toEqual([]);
    expect(inlineScriptHashes(parse(`${jsonLd}<script>a()</script>`))).toEqual(inlineScriptHashes(parse("<script>a()</script>")));
    const csp = contentSecurityPolicy([]);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });

  it("lists every page but the unlisted ones (the sample card, the offline page) in sitemap.xml, and points robots.txt at it", () => {
    const xml = sitemapXml();
    // The route table's pages less two, and every notice still shown (src/features/page-content/site-pages.build.ts).
    const notices = sitePages().filter((page) => page.collection && !page.unlisted);
    expect(notices.length).toBeGreaterThan(0);
    // And each Kiswahili page, /sw/offline left out as /offline is (docs/decisions/063).
    const kiswahili = sitePages().filter((page) => page.language === "sw" && !page.collection);
    expect(xml.match(/<loc>/g)).toHaveLength(routeIds.length - 2 + notices.length + kiswahili.length - (kiswahili.some((page) => page.id === "offline") ? 1 : 0));
    expect(xml).toContain(`<loc>${site.siteOrigin}/notices</loc>`);
    for (const notice of notices) expect(xml).toContain(`<loc>${site.siteOrigin}${notice.path}</loc>`);
    expect(xml).not.toContain("/offline");
    expect(xml).toContain(`<loc>${site.siteOrigin}/perfomance</loc>`);
    expect(xml).not.toContain("/InfoCard");
    expect(robotsTxt()).toContain(`Sitemap: ${site.siteOrigin}/sitemap.xml`);
    expect(robotsTxt()).toContain("Disallow: /InfoCard");
  });

  it("names each page in both languages with its other language and x-default in sitemap.xml, both ways", () => {
    const xml = sitemapXml();
    const fees = `${site.siteOrigin}/fees`;
    const feesInKiswahili = `${site.siteOrigin}/sw/fees`;
    const alternates = `<xhtml:link rel="alternate" hreflang="en-KE" href="${fees}"/><xhtml:link rel="alternate" hreflang="sw" href="${feesInKiswahili}"/><xhtml:link rel="alternate" hreflang="x-default" href="${fees}"/>`;
    expect(xml).toContain(`<url><loc>${fees}</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${feesInKiswahili}</loc>${alternates}</url>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // A page in English only lists none.
    expect(xml).toContain(`<url><loc>${site.siteOrigin}/swimmers</loc></url>`);
  });

  it("stops when a listed page was not built, or a built page is not listed", () => {
    const files = Object.fromEntries([...new Set(Object.values(pathIndex()))].map((path) => [path, pageFileOf(path)]));
    const built = [...Object.values(files), "404.html", "sw/404.html"];
    expect(() => checkPagesAgainstRouteTable(files, built)).not.toThrow();
    // The Kiswahili not-found page is the one unknown /sw/ addresses answer with (docs/decisions/068): it must be built.
    expect(() => checkPagesAgainstRouteTable(files, built.filter((f) => f !== "sw/404.html"))).toThrow("the route table lists a page the build did not make: sw/404.html");
    expect(() => checkPagesAgainstRouteTable(files, built.filter((f) => f !== "golf.html"))).toThrow(
      "the route table lists a page the build did not make: golf.html",
    );
    expect(() => checkPagesAgainstRouteTable(files, [...built, "golff.html"])).toThrow(
      "the build made a page the route table does not list: golff.html",
    );
  });
});
