import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { routeIds } from "../../config/route-table";
import { collectionPages, sitePages } from "./site-pages.build";

/** A project folder holding only notices, as the editor writes them. */
const root = mkdtempSync(join(tmpdir(), "site-pages-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, "src/content/notices"), { recursive: true });
const notice = (file: string, frontmatter: string) => writeFileSync(join(root, "src/content/notices", `${file}.mdx`), `---\n${frontmatter}---\nWords.\n`);
notice("fees-2026", "title: Fee structure 2026\ndate: '2026-01-05'\ncategory: Fees\nsummary: The fees for 2026, by grade.\n");
notice("closure", "title: School closed on Monday\ndate: '2026-03-01'\ncategory: Boarding\nsummary: The school is closed on Monday 2 March.\nurgent: true\nremoveAfter: '2026-03-02'\n");

describe("the site's pages: the route table's, then one per notice", () => {
  it("makes a page of each notice under /notices, titled and described from its file", () => {
    expect(collectionPages("notices", root, "2026-03-02")).toEqual([
      { path: "/notices/closure", title: "School closed on Monday", description: "The school is closed on Monday 2 March.", section: "notices", unlisted: false, collection: { name: "notices", file: "closure" }, language: "en" },
      { path: "/notices/fees-2026", title: "Fee structure 2026", description: "The fees for 2026, by grade.", section: "notices", unlisted: false, collection: { name: "notices", file: "fees-2026" }, language: "en" },
    ]);
  });

  it("unlists a notice from the day after its remove-after day (Nairobi), and keeps its page", () => {
    const pages = collectionPages("notices", root, "2026-03-03");
    expect(pages.map((page) => [page.path, page.unlisted])).toEqual([
      ["/notices/closure", true],
      ["/notices/fees-2026", false],
    ]);
  });

  it("lists the route table's pages first, in its order, then the notices", () => {
    const pages = sitePages({ root, today: "2026-03-03" });
    expect(pages.slice(0, routeIds.length).map((page) => page.id)).toEqual(routeIds);
    expect(pages.slice(routeIds.length).map((page) => page.path)).toEqual(["/notices/closure", "/notices/fees-2026"]);
  });

  it("stops with the file named when a notice's settings are wrong", () => {
    notice("broken", "title: Broken\ndate: 5 January\ncategory: Sports\nsummary: Too short\n");
    try {
      expect(() => collectionPages("notices", root, "2026-03-03")).toThrow(/^src\/content\/notices\/broken\.mdx: date: write the date as year-month-day/);
      expect(() => collectionPages("notices", root, "2026-03-03")).toThrow(/category: /);
    } finally {
      rmSync(join(root, "src/content/notices/broken.mdx"));
    }
  });
});
