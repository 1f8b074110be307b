import { describe, expect, it } from "vitest";
import { entryAddress, kiswahiliPagePairs, kiswahiliPairs, kiswahiliToCheck, newEntryAddress, type KiswahiliPair } from "./kiswahili-to-check";

const nameOf = (path: string) => `named ${path.slice(path.lastIndexOf("/") + 1)}`;

/** Every page file with Kiswahili, both languages, saved at `at`. */
const pagesSavedAt = (at: number) => new Map(kiswahiliPagePairs().flatMap((pair) => [[pair.english.path, at] as const, [pair.kiswahili.path, at] as const]));

describe("the pairs to check", () => {
  it("are the pages marked to have Kiswahili, once per words file, and the not-found page", () => {
    const pages = kiswahiliPagePairs();
    const fees = pages.find((pair) => pair.english.path === "src/content/pages/fees.mdx");
    expect(fees).toEqual({
      kind: "page",
      name: "Fees (/fees)",
      english: { path: "src/content/pages/fees.mdx", collection: "pages", name: "fees" },
      kiswahili: { path: "src/content/sw/pages/fees.mdx", collection: "swPages", name: "fees" },
    });
    // The three grade fee pages share one file: one row names them all.
    expect(pages.filter((pair) => pair.english.name === "grade-fees").map((pair) => pair.name)).toEqual(["Grade 7 Fees, Grade 8 Fees, Grade 9 Fees (/grade7fee, /grade8fee, /grade9fee)"]);
    expect(pages.find((pair) => pair.english.name === "index")?.name).toBe("Home (/)");
    expect(pages.at(-1)?.kiswahili.path).toBe("src/content/sw/pages/404.mdx");
    // A page not marked for Kiswahili is not there: a club, the school's history.
    expect(pages.map((pair) => pair.english.name)).not.toContain("golf");
    expect(new Set(pages.map((pair) => pair.english.path)).size).toBe(pages.length);
  });

  it("are every notice and event, and each shared passage that has a Kiswahili text", () => {
    const files = [
      "src/content/notices/fee-structure-2026.mdx",
      "src/content/notices/sports-day-moved.mdx",
      "src/content/sw/notices/fee-structure-2026.mdx",
      "src/content/events/open-day-2026.mdx",
      "src/content/shared/fee-terms.mdx",
      "src/content/sw/shared/fee-terms.mdx",
      "src/content/shared/programme-cards.mdx",
    ];
    const others = kiswahiliPairs(files, nameOf).filter((pair) => pair.kind !== "page");
    expect(others.map((pair) => [pair.kind, pair.name, pair.english.collection, pair.kiswahili.path])).toEqual([
      ["shared", "named fee-terms.mdx", "shared", "src/content/sw/shared/fee-terms.mdx"],
      ["notice", "named fee-structure-2026.mdx", "notices", "src/content/sw/notices/fee-structure-2026.mdx"],
      ["notice", "named sports-day-moved.mdx", "notices", "src/content/sw/notices/sports-day-moved.mdx"],
      ["event", "named open-day-2026.mdx", "events", "src/content/sw/events/open-day-2026.mdx"],
    ]);
  });
});

describe("what is to check", () => {
  const notice = (name: string): KiswahiliPair => ({
    kind: "notice",
    name,
    english: { path: `src/content/notices/${name}.mdx`, collection: "notices", name },
    kiswahili: { path: `src/content/sw/notices/${name}.mdx`, collection: "swNotices", name },
  });

  it("lists English with no Kiswahili file yet, and nothing when every file has its Kiswahili", () => {
    const pairs = [...kiswahiliPagePairs(), notice("a"), notice("b")];
    const saved = pagesSavedAt(1000);
    saved.set("src/content/notices/a.mdx", 1000).set("src/content/notices/b.mdx", 1000).set("src/content/sw/notices/b.mdx", 1000);
    expect(kiswahiliToCheck(pairs, saved)).toEqual({ missing: [notice("a")], outOfDate: [] });
    saved.delete("src/content/sw/pages/fees.mdx");
    expect(kiswahiliToCheck(pairs, saved).missing.map((pair) => pair.english.path)).toEqual(["src/content/pages/fees.mdx", "src/content/notices/a.mdx"]);
  });

  it("lists English saved after its Kiswahili, with both times; saved in the same second or before is up to date", () => {
    const pairs = [notice("later"), notice("same"), notice("earlier")];
    const saved = new Map([
      ["src/content/notices/later.mdx", 2000],
      ["src/content/sw/notices/later.mdx", 1999],
      ["src/content/notices/same.mdx", 2000],
      ["src/content/sw/notices/same.mdx", 2000],
      ["src/content/notices/earlier.mdx", 1000],
      ["src/content/sw/notices/earlier.mdx", 3000],
    ]);
    expect(kiswahiliToCheck(pairs, saved)).toEqual({ missing: [], outOfDate: [{ ...notice("later"), englishSavedAt: 2000, kiswahiliSavedAt: 1999 }] });
  });

  it("leaves out a pair whose English file is gone (a notice deleted while its Kiswahili stays)", () => {
    expect(kiswahiliToCheck([notice("gone")], new Map([["src/content/sw/notices/gone.mdx", 5]]))).toEqual({ missing: [], outOfDate: [] });
  });
});

describe("the editor's addresses", () => {
  it("are Keystatic's: an entry's screen, and a collection's Add screen", () => {
    expect(entryAddress({ collection: "swPages", name: "fees" })).toBe("/keystatic/collection/swPages/item/fees");
    expect(entryAddress({ collection: "pages", name: "404" })).toBe("/keystatic/collection/pages/item/404");
    expect(newEntryAddress("swNotices")).toBe("/keystatic/collection/swNotices/create");
  });
});
