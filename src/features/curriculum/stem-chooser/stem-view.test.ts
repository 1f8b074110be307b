import { describe, expect, it } from "vitest";
import { hasMathBrowser, mainView, parentView, readStemView, stemViewSearch, type StemView } from "./stem-view";

const tracks = [
  { id: "pure-sciences", subjects: [{ learnMore: { kind: "mathBrowser" } }, { learnMore: { kind: "document" } }] },
  { id: "applied-sciences", subjects: [{ learnMore: { kind: "document" } }] },
];

const read = (search: string) => readStemView(new URLSearchParams(search), tracks);

describe("readStemView", () => {
  it("shows the track list with no query", () => {
    expect(read("")).toEqual(mainView);
  });

  it("shows a track's subjects when a known track is chosen", () => {
    expect(read("?track=applied-sciences")).toEqual({ view: "subjects", trackId: "applied-sciences" });
  });

  it("shows the Mathematics browser for a track that has Mathematics", () => {
    expect(read("?track=pure-sciences&view=math")).toEqual({ view: "math", trackId: "pure-sciences" });
  });

  it("falls back to the track list for an unknown or empty track, whatever the view", () => {
    expect(read("?track=astrology")).toEqual(mainView);
    expect(read("?track=")).toEqual(mainView);
    expect(read("?view=math")).toEqual(mainView);
    expect(read("?track=PURE-SCIENCES")).toEqual(mainView);
  });

  it("falls back to the subjects for a view the track does not have", () => {
    expect(read("?track=applied-sciences&view=math")).toEqual({ view: "subjects", trackId: "applied-sciences" });
    expect(read("?track=pure-sciences&view=chemistry")).toEqual({ view: "subjects", trackId: "pure-sciences" });
  });
});

describe("stemViewSearch", () => {
  it("writes each view as a query that reads back as the same view", () => {
    const views: StemView[] = [mainView, { view: "subjects", trackId: "pure-sciences" }, { view: "math", trackId: "pure-sciences" }];
    for (const view of views) expect(read(stemViewSearch(view))).toEqual(view);
    expect(stemViewSearch(mainView)).toBe("");
    expect(stemViewSearch({ view: "math", trackId: "pure-sciences" })).toBe("?track=pure-sciences&view=math");
  });
});

describe("parentView", () => {
  it("goes math → subjects of the same track → main, clearing the track", () => {
    const math: StemView = { view: "math", trackId: "pure-sciences" };
    const subjects = parentView(math);
    expect(subjects).toEqual({ view: "subjects", trackId: "pure-sciences" });
    expect(parentView(subjects)).toEqual(mainView);
    expect(stemViewSearch(parentView(subjects))).toBe("");
    expect(parentView(mainView)).toEqual(mainView);
  });
});

describe("hasMathBrowser", () => {
  it("is true only for a track with a Mathematics browser subject", () => {
    expect(tracks.map(hasMathBrowser)).toEqual([true, false]);
  });
});
