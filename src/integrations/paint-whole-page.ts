/**
 * Each page paints once, whole (docs/decisions/019-paint-whole-page.md).
 *
 * Chrome paints as soon as the stylesheet has arrived and its HTML parser pauses, which on a slow
 * phone can be when half the page is parsed: the top is laid out and painted, then the parser goes
 * on and the whole page is laid out again, a second long task just after the first paint (the
 * blocking time a parent feels as a page that does not answer a tap). Where a page's compressed
 * HTML fits in the server's first flight of packets it all arrives at once anyway, so waiting for
 * the end of it costs no time: the page asks the browser not to render before its footer is
 * parsed (`<link rel="expect" blocking="render">`; browsers that do not know it ignore it).
 * A page too big for one flight keeps painting as it arrives.
 */
import { parse } from "parse5";
import { landmarkIds } from "../config/landmarks";
import { brotliBytes } from "./compressed-copies";
import { attributeOf, elements } from "./html-elements";

/**
 * What a page's compressed HTML may weigh and still arrive in the server's first flight: ten
 * packets of 1,460 bytes (TCP's initial congestion window), less room for the response's headers
 * (its Content-Security-Policy alone is about 1 KB).
 */
export const firstFlightBytes = 12 * 1024;

/** The footer is the last thing on every page: once it is parsed, the page may render. */
const expectLink = `<link rel="expect" href="#${landmarkIds.footer}" blocking="render">`;

/**
 * Whether the page, compressed as the site sends it (brotli at quality 11: compressed-copies.ts),
 * fits the first flight. Quality 11 takes about 110 ms a page, most of a build's page rewrites;
 * quality 5 takes 2 ms, and on every page of the site gives more bytes than 11 does (11 gives 0.88
 * to 0.92 of it): a page that fits at 5 fits, and only a page that does not is weighed at 11
 * (decision 069).
 */
export function fitsFirstFlight(html: string): boolean {
  return brotliBytes(html, 5) <= firstFlightBytes || brotliBytes(html) <= firstFlightBytes;
}

/**
 * The page with the render-blocking `expect` link early in its <head> (after its character set,
 * which must come first), when the page fits one flight and has the footer; else as it was.
 */
export function withWholePagePaint(html: string): string {
  if (!fitsFirstFlight(html)) return html;
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  if (!all.some((element) => attributeOf(element, "id") === landmarkIds.footer)) return html;
  const charset = all.find((element) => element.tagName === "meta" && attributeOf(element, "charset") !== undefined);
  const at = (charset?.sourceCodeLocation ?? all.find((element) => element.tagName === "head")?.sourceCodeLocation?.startTag)?.endOffset;
  if (at === undefined) return html;
  return html.slice(0, at) + expectLink + html.slice(at);
}
