import { describe, expect, it } from "vitest";
import { figureTables } from "./figure-tables";
import { noticePageOf, pushedNotices, reachWords } from "./notice-reach";
import type { StatsReport } from "./school-figures";

const report = (days: number, parts: Partial<StatsReport>): StatsReport => ({
  days,
  pages: [],
  sources: [],
  devices: { phone: 0, tablet: 0, computer: 0 },
  searches: [],
  notices: [],
  ...parts,
});

describe("What parents read's tables", () => {
  it("put each row of the 30 days beside its figure of the 7 days, 0 when it had none then", () => {
    const week = report(7, { pages: [{ path: "/fees", reads: 3 }], devices: { phone: 2, tablet: 0, computer: 1 } });
    const month = report(30, {
      pages: [
        { path: "/", reads: 9 },
        { path: "/fees", reads: 4 },
      ],
      devices: { phone: 8, tablet: 1, computer: 4 },
      notices: [{ path: "/notices/floods", sent: 412, accepted: 405, removed: 5, failed: 2, opened: 231, reads: 6 }],
    });
    const [pages, notices, searches, sources, devices] = figureTables(week, month);
    expect(pages!.rows).toEqual([
      { name: "/", href: "/", cells: [0, 9] },
      { name: "/fees", href: "/fees", cells: [3, 4] },
    ]);
    expect(notices!.columns).toEqual(["Notice", "Sent to phones", "Accepted", "Opened", "Page reads, last 7 days", "Page reads, last 30 days"]);
    expect(notices!.rows).toEqual([{ name: "/notices/floods", href: "/notices/floods", cells: [412, 405, 231, 0, 6] }]);
    expect(searches!.rows).toEqual([]);
    expect(sources!.rows).toEqual([]);
    expect(devices!.rows.map((row) => [row.name, ...row.cells])).toEqual([
      ["Phone", 2, 8],
      ["Tablet", 0, 1],
      ["Computer", 1, 4],
    ]);
  });
});

describe("a pushed notice on the Publishing list", () => {
  it("is found from the files a save changed: the notice's words, or a PDF of it", () => {
    expect(noticePageOf("src/content/notices/floods-closure.mdx")).toBe("/notices/floods-closure");
    expect(noticePageOf("public/notice-files/floods-closure/attachments/0/file.pdf")).toBe("/notices/floods-closure");
    expect(noticePageOf("src/content/pages/laundry.mdx")).toBeUndefined();
    expect(noticePageOf("src/data/fees.json")).toBeUndefined();
  });

  it("says how far it went, only when it was sent to phones", () => {
    const notices = [
      { path: "/notices/floods", sent: 412, accepted: 405, removed: 5, failed: 2, opened: 231, reads: 6 },
      { path: "/notices/read-only", sent: 0, accepted: 0, removed: 0, failed: 0, opened: 0, reads: 3 },
    ];
    const pushed = pushedNotices(report(400, { notices }));
    expect([...pushed.keys()]).toEqual(["/notices/floods"]);
    expect(reachWords(pushed.get("/notices/floods")!)).toBe("Sent to 412 phones, opened on 231");
    expect(reachWords({ sent: 1, opened: 0 })).toBe("Sent to 1 phone, opened on 0");
    expect(pushedNotices(undefined).size).toBe(0);
  });
});
