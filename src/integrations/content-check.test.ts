import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkContentFile } from "../markdown/content-problems";
import { checkContent, knownTargets } from "./content-check";

const root = fileURLToPath(new URL("../../", import.meta.url));
const photos = fileURLToPath(new URL("../data/photos.json", import.meta.url));

describe("the content check run before every build", () => {
  it("stops on a fixture with broken links and unknown photo slots, naming each file and line", () => {
    const fixture = fileURLToPath(new URL("../../tests/fixtures/broken-content/", import.meta.url));
    expect(() => checkContent(fixture, photos, root)).toThrowError(
      [
        "The content has 5 mistakes:",
        "tests/fixtures/broken-content/pages/broken.mdx:4: photo slot 'no-such-photo': no such photo in src/data/photos.json (the editor's Photos)",
        "tests/fixtures/broken-content/pages/broken.mdx:8: link to /feez: no page of the site has this address",
        "tests/fixtures/broken-content/pages/broken.mdx:12: link to /gradee7: no page of the site has this address",
        "tests/fixtures/broken-content/pages/broken.mdx:16: photo slot 'missing-too': no such photo in src/data/photos.json (the editor's Photos)",
        "tests/fixtures/broken-content/pages/broken.mdx:18: link to /stuaccess: no page of the site has this address (did you mean /StuAccess?)",
      ].join("\n"),
    );
  });

  it("checks where a shared passage's links are sent on the page that names it", () => {
    const known = knownTargets(photos);
    expect(checkContentFile("pathways.mdx", '<Shared passage="programme-cards" links="/seafarers → /seaferers" />\n', known)).toEqual([]);
    expect(checkContentFile("pathways.mdx", '<Shared passage="programme-cards" links="/seafarers → /seaferz" />\n', known)).toEqual([
      { line: 1, message: "link to /seaferz: no page of the site has this address" },
    ]);
  });

  it("checks the page a <SummaryOf> quotes, and a link inside a checklist", () => {
    const known = knownTargets(photos);
    expect(checkContentFile("join.mdx", '<SummaryOf page="/grade7" />\n', known)).toEqual([]);
    expect(checkContentFile("join.mdx", 'Text.\n\n<SummaryOf page="/grade77" />\n', known)).toEqual([
      { line: 3, message: "link to /grade77: no page of the site has this address" },
    ]);
    expect(checkContentFile("grade7.mdx", "<Checklist>\n\n- Bring the [fees](/feez)\n\n</Checklist>\n", known)).toEqual([
      { line: 3, message: "link to /feez: no page of the site has this address" },
    ]);
  });

  it("knows the files the build publishes beside the pages (the term dates calendar), and no near miss", () => {
    const known = knownTargets(photos);
    expect(checkContentFile("calendar.mdx", "[The term dates calendar](/term-dates.ics)\n", known)).toEqual([]);
    expect(checkContentFile("calendar.mdx", "[The term dates calendar](/term-dates.ical)\n", known)).toEqual([
      { line: 1, message: "link to /term-dates.ical: no page of the site has this address" },
    ]);
  });

  it("finds nothing wrong in the site's own content", () => {
    const content = fileURLToPath(new URL("../content/", import.meta.url));
    expect(checkContent(content, photos, root)).toBeGreaterThan(0);
  });
});
