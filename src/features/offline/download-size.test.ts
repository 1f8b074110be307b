import { describe, expect, it } from "vitest";
import { aboutSize, writeDownloadSize } from "./download-size";

describe("a download's size as a parent reads it", () => {
  it("rounds up to the next 10 KB above 20 KB", () => {
    expect(aboutSize(60 * 1024)).toBe("about 60 KB");
    expect(aboutSize(60.1 * 1024)).toBe("about 70 KB");
    expect(aboutSize(63.3 * 1024)).toBe("about 70 KB");
    expect(aboutSize(20.5 * 1024)).toBe("about 30 KB");
  });

  it("rounds up to the next KB below that, never below 1 KB", () => {
    expect(aboutSize(20 * 1024)).toBe("about 20 KB");
    expect(aboutSize(7.4 * 1024)).toBe("about 8 KB");
    expect(aboutSize(300)).toBe("about 1 KB");
  });
});

describe("writing the size where the page shows it", () => {
  it("fills each marked place, and writes it again when the figure changes", () => {
    const page = '<button type="button">Keep fees <span data-download-size=""></span></button><span>other</span>';
    const once = writeDownloadSize(page, "about 60 KB");
    expect(once).toBe('<button type="button">Keep fees <span data-download-size="">(about 60 KB)</span></button><span>other</span>');
    expect(writeDownloadSize(once, "about 70 KB")).toBe('<button type="button">Keep fees <span data-download-size="">(about 70 KB)</span></button><span>other</span>');
    expect(writeDownloadSize("<p>no place</p>", "about 60 KB")).toBe("<p>no place</p>");
  });
});
