import { randomBytes } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/features/navigation/site-footer";
import { firstFlightBytes, withWholePagePaint } from "./paint-whole-page";

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
});
