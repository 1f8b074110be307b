import { randomBytes } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/features/navigation/site-footer";
import { brotliBytes as at } from "./compressed-copies";
import { firstFlightBytes, fitsFirstFlight, withWholePagePaint } from "./paint-whole-page";

const expectLink = '<link rel="expect" href="#site-footer" blocking="render">';

function page(body: string, head = '<meta charset="utf-8"><title>Fees</title>') {
  return `<!DOCTYPE html><html lang="en"><head>${head}<link rel="stylesheet" href="/assets/app.css"></head><body>${body}</body></html>`;
}

describe("withWholePagePaint", () => {
  const body = '<main id="main"><h1>Fees</h1><p>Text &amp; more</p></main><footer id="site-footer"><p>Contact</p></footer>';

  it("holds the first paint until the footer is parsed, right after the character set, every other byte as it was", () => {
    const before = page(body);
    expect(withWholePagePaint(before)).toBe(before.replace('<meta charset="utf-8">', `<meta charset="utf-8">${expectLink}`));
  });

  it("puts the link first in <head> when the page declares no character set", () => {
    expect(withWholePagePaint(page(body, "<title>Fees</title>"))).toContain(`<head>${expectLink}<title>`);
  });

  it("waits for the site's own footer", () => {
    expect(withWholePagePaint(page(`<main></main>${renderToStaticMarkup(<SiteFooter />)}`))).toContain(expectLink);
  });

  it("leaves a page without the footer alone: nothing to wait for", () => {
    const noFooter = page('<main id="main"><h1>Fees</h1></main>');
    expect(withWholePagePaint(noFooter)).toBe(noFooter);
  });

  it("leaves a page too big for the first flight alone, so it paints as it arrives", () => {
    const noise = randomBytes(firstFlightBytes).toString("base64");
    const big = page(`<main><p>${noise}</p></main><footer id="site-footer"></footer>`);
    expect(withWholePagePaint(big)).toBe(big);
  });

  it("weighs a page at quality 11, as it is sent, when quality 5 says it does not fit", () => {
    // Words of a small vocabulary in a fixed pseudo-random order: a page that quality 11 packs
    // into the first flight and quality 5 does not.
    const words = ["fees", "term", "boarding", "pupils", "parents", "grade", "school", "uniform", "bus", "opening", "closing", "dates", "kit", "money", "M-Pesa", "visit"];
    // mulberry32: a fixed order that looks random to a compressor.
    let seed = 7;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (t ^ (t >>> 14)) >>> 0;
    };
    const all = Array.from({ length: 40_000 }, () => `${words[next() % words.length]}${next() % 7 === 0 ? ". " : " "}`);
    const withWords = (count: number) => page(`<main><p>${all.slice(0, count).join("")}</p></main><footer id="site-footer"></footer>`);
    // The fewest words quality 5 cannot fit, found by halving.
    let [fits, over] = [0, all.length];
    while (over - fits > 1) {
      const middle = Math.floor((fits + over) / 2);
      if (at(withWords(middle), 5) <= firstFlightBytes) fits = middle;
      else over = middle;
    }
    const between = withWords(over);
    expect(at(between, 11), "quality 11 packs it into the first flight").toBeLessThanOrEqual(firstFlightBytes);
    expect(at(between, 5), "quality 5 does not").toBeGreaterThan(firstFlightBytes);
    expect(fitsFirstFlight(between)).toBe(true);
    expect(withWholePagePaint(between)).toContain(expectLink);
  });
});
