import { describe, expect, it } from "vitest";
import { showSavedCopy } from "./saved-copy";

const page = (line: string) => `<html lang="en-KE"><body><main id="main"><div class="x" ${line}>Saved on <span data-saved-on=""></span>. Fees and dates may have changed since.</div><h1>Fees</h1></main></body></html>`;

describe("a kept page read offline says when it was saved (docs/site.md, Offline reading)", () => {
  it("shows the line with the day the copy was saved, as the site writes dates", () => {
    const html = showSavedCopy(page('data-saved-copy="" hidden=""'), new Date(2026, 10, 25, 9, 30));
    expect(html).toContain('<div class="x" data-saved-copy="">Saved on <time data-saved-on="" datetime="2026-11-25">25 November 2026</time>. Fees and dates may have changed since.</div>');
    expect(html).not.toContain("hidden");
  });

  it("reads the line however its attributes are written", () => {
    for (const line of ["data-saved-copy hidden", 'hidden data-saved-copy=""', "hidden=\"\" data-saved-copy"]) {
      const html = showSavedCopy(page(line), new Date(2026, 0, 8));
      expect(html, line).toContain("<time data-saved-on=\"\" datetime=\"2026-01-08\">8 January 2026</time>");
      expect(html, line).not.toMatch(/hidden/);
    }
  });

  it("changes nothing else, and leaves a page without the line as it is", () => {
    expect(showSavedCopy(page('data-saved-copy="" hidden=""'), new Date(2026, 10, 25))).toBe(
      '<html lang="en-KE"><body><main id="main"><div class="x" data-saved-copy="">Saved on <time data-saved-on="" datetime="2026-11-25">25 November 2026</time>. ' +
        "Fees and dates may have changed since.</div><h1>Fees</h1></main></body></html>",
    );
    const without = "<html><body><main><p hidden>Other</p><span data-saved-on></span></main></body></html>";
    expect(showSavedCopy(without, new Date())).toBe(without);
  });
});
