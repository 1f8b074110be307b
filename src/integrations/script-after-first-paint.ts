/**
 * Each page's own script starts once the page has painted (docs/decisions/017-script-after-first-paint.md).
 *
 * Astro writes a page's bundled script as `<script type="module" src>`. The browser fetches such a
 * script at high priority the moment its parser meets the tag, and runs it before the page's
 * first paint whenever the page takes longer to lay out than the script to arrive; on a phone a
 * script fetched beside the stylesheet and the hero photo also shares their bandwidth. Nothing
 * that script does is needed to paint (every page is whole HTML, its menus reachable through the
 * footer until the script swaps the menu button in), so here each such tag becomes a few bytes of
 * inline script that adds it to the page when the browser reports the first contentful paint.
 */
import { parse } from "parse5";
import { attributeOf, elements } from "./html-elements";

/**
 * The inline script that adds the module `src` after the first contentful paint. A browser
 * without paint timing (older than Safari 14.1, Firefox 84) adds it after the first frame.
 */
export function scriptAfterFirstPaint(src: string): string {
  // JSON gives a quoted string; `<` escaped so the text can never close its <script> element.
  const quoted = JSON.stringify(src).replace(/</g, "\\u003c");
  return [
    "(()=>{",
    `const add=()=>{const s=document.createElement("script");s.type="module";s.src=${quoted};document.body.append(s)};`,
    'if(typeof PerformanceObserver!="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint")){',
    'const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length>0){o.disconnect();add()}});',
    'o.observe({type:"paint",buffered:true})',
    "}else requestAnimationFrame(()=>setTimeout(add))",
    "})()",
  ].join("");
}

/** The page with every `<script type="module" src>` replaced by its after-first-paint loader; the rest byte for byte. */
export function withScriptsAfterFirstPaint(html: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const element of elements(parse(html, { sourceCodeLocationInfo: true }))) {
    const src = attributeOf(element, "src");
    const location = element.sourceCodeLocation;
    if (element.tagName !== "script" || attributeOf(element, "type") !== "module" || src === undefined || !location) continue;
    edits.push({ start: location.startOffset, end: location.endOffset, text: `<script>${scriptAfterFirstPaint(src)}</script>` });
  }
  return edits.reduceRight((page, edit) => page.slice(0, edit.start) + edit.text + page.slice(edit.end), html);
}
