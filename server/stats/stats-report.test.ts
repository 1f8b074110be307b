import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { noticesPrefix, reportOf, reportText, statsReport, NoFigures } from "./stats-report.ts";
import { daysBefore, monthsBefore, StatsStore, type StatsBatch } from "./stats-store.ts";

const today = "2026-11-29";

function batch(parts: Partial<StatsBatch>): StatsBatch {
  return { reads: [], sources: [], devices: [], searchMisses: [], noticeOpens: [], ...parts };
}

let store: StatsStore | undefined;
afterEach(() => {
  store?.close();
  store = undefined;
});

function report(days: number, lastDay = today) {
  return reportOf(store!.figures(daysBefore(lastDay, days - 1), lastDay, noticesPrefix), days);
}

describe("the report", () => {
  it("adds up the days asked for, each figure apart, in the shape `npm run report -- --json` prints", () => {
    store = new StatsStore(":memory:");
    store.write(
      batch({
        reads: [
          { day: today, path: "/fees", reads: 5 },
          { day: "2026-11-25", path: "/fees", reads: 3 },
          { day: today, path: "/notices/floods", reads: 4 },
          // Eight days ago: in 30 days, not in 7.
          { day: "2026-11-21", path: "/golf", reads: 9 },
        ],
        sources: [
          { day: today, path: "/fees", source: "WhatsApp", reads: 3 },
          { day: "2026-11-25", path: "/fees", source: "WhatsApp", reads: 2 },
          { day: today, path: "/fees", source: "None", reads: 2 },
          { day: today, path: "/notices/floods", source: "Facebook", reads: 4 },
        ],
        devices: [
          { day: today, path: "/fees", device: "phone", reads: 4 },
          { day: today, path: "/notices/floods", device: "phone", reads: 1 },
          { day: today, path: "/fees", device: "computer", reads: 1 },
        ],
      }),
      today,
    );
    expect(report(7)).toEqual({
      days: 7,
      pages: [
        { path: "/fees", reads: 8 },
        { path: "/notices/floods", reads: 4 },
      ],
      sources: [
        { source: "WhatsApp", reads: 5 },
        { source: "Facebook", reads: 4 },
        { source: "None", reads: 2 },
      ],
      devices: { phone: 5, tablet: 0, computer: 1 },
      searches: [],
      // Not pushed (yet): its push figures are 0 beside its reads.
      notices: [{ path: "/notices/floods", sent: 0, accepted: 0, removed: 0, failed: 0, opened: 0, reads: 4 }],
    });
    expect(report(30).pages[0]).toEqual({ path: "/golf", reads: 9 });
    expect(Object.keys(report(7))).toEqual(["days", "pages", "sources", "devices", "searches", "notices"]);
  });

  it("shows a failed search once it was searched on 3 different days, with its days among those asked for", () => {
    store = new StatsStore(":memory:");
    const searched = (day: string, query: string) => store!.write(batch({ searchMisses: [{ day, query }] }), day);
    searched("2026-11-20", "swimming");
    searched("2026-11-20", "swimming");
    searched("2026-11-27", "swimming");
    expect(report(30).searches).toEqual([]);
    searched("2026-11-28", "swimming");
    searched("2026-11-28", "wanjiku kamau");
    expect(report(30).searches).toEqual([{ query: "swimming", days: 3 }]);
    // Shown, it is listed in 7 days too, with the days of those 7 it was searched on.
    expect(report(7).searches).toEqual([{ query: "swimming", days: 2 }]);
  });

  it("forgets a search not shown within 90 days, and every figure after 13 months", () => {
    store = new StatsStore(":memory:");
    store.write(
      batch({
        searchMisses: [
          { day: "2026-08-01", query: "wanjiku kamau" },
          { day: "2026-08-02", query: "wanjiku kamau" },
          { day: "2026-08-01", query: "bus" },
          { day: "2026-08-02", query: "bus" },
          { day: "2026-08-03", query: "bus" },
        ],
        reads: [
          { day: "2025-10-28", path: "/fees", reads: 7 },
          { day: "2025-10-29", path: "/fees", reads: 1 },
        ],
      }),
      "2026-08-03",
    );
    expect(report(120, "2026-08-03").searches.map((search) => search.query)).toEqual(["bus"]);
    // 90 days after its first search, a search on 2 days only is gone; one shown stays.
    store.write(batch({ searchMisses: [{ day: "2026-10-31", query: "wanjiku kamau" }] }), "2026-10-31");
    expect(report(120, "2026-10-31").searches).toEqual([{ query: "bus", days: 3 }]);
    // 13 months before 29 November 2026 is 29 October 2025: the day before it is deleted.
    expect(monthsBefore(today, 13)).toBe("2025-10-29");
    store.write(batch({}), today);
    expect(report(400).pages).toEqual([{ path: "/fees", reads: 1 }]);
  });

  it("puts each notice's push figures beside its reads", () => {
    store = new StatsStore(":memory:");
    store.addNoticeDelivery("/notices/floods", "2026-11-28", { sent: 412, accepted: 405, removed: 3, failed: 4 });
    store.addNoticeDelivery("/notices/floods", today, { sent: 10, accepted: 10, removed: 0, failed: 0 });
    store.write(batch({ noticeOpens: [{ path: "/notices/floods", opened: 231 }], reads: [{ day: today, path: "/notices/floods", reads: 300 }] }), today);
    expect(report(7).notices).toEqual([{ path: "/notices/floods", sent: 422, accepted: 415, removed: 3, failed: 4, opened: 231, reads: 300 }]);
  });

  it("prints tables for a terminal", () => {
    store = new StatsStore(":memory:");
    store.write(batch({ reads: [{ day: today, path: "/fees", reads: 12 }], sources: [{ day: today, path: "/fees", source: "Search engine", reads: 12 }] }), today);
    const text = reportText(report(7), today);
    expect(text).toContain("The last 7 days: 23 November 2026 to 29 November 2026, 12 reads");
    expect(text).toMatch(/Pages by reads\n {2}reads {2}page\n {5}12 {2}\/fees/);
    expect(text).toMatch(/Where readers came from\n {2}reads {2}source\n {5}12 {2}Search engine/);
  });
});

describe("statsReport", () => {
  it("says why there is nothing to read: counting off, or no file yet", () => {
    expect(() => statsReport({ days: 7, database: "" })).toThrow(NoFigures);
    const folder = mkdtempSync(join(tmpdir(), "stats-report-"));
    try {
      expect(() => statsReport({ days: 7, database: join(folder, "stats.db") })).toThrow(/does not exist yet/);
      const written = new StatsStore(join(folder, "stats.db"));
      written.write(batch({ reads: [{ day: "2026-11-28", path: "/fees", reads: 2 }] }), "2026-11-28");
      written.close();
      expect(statsReport({ days: 7, database: join(folder, "stats.db"), now: new Date("2026-11-29T08:00:00+03:00") }).pages).toEqual([{ path: "/fees", reads: 2 }]);
      expect(statsReport({ days: 1, database: join(folder, "stats.db"), now: new Date("2026-11-29T08:00:00+03:00") }).pages).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
