import { describe, expect, it } from "vitest";
import { carouselReducer } from "./carousel";

const reduce = carouselReducer(2);

describe("carousel state", () => {
  it("advances on a tick only while autoplay is on, wrapping at the end", () => {
    expect(reduce({ index: 1, autoplay: true }, { type: "tick" })).toEqual({ index: 0, autoplay: true });
    expect(reduce({ index: 1, autoplay: false }, { type: "tick" })).toEqual({ index: 1, autoplay: false });
  });

  it("stops autoplay for good after an arrow or a dot", () => {
    let state = reduce({ index: 0, autoplay: true }, { type: "next" });
    expect(state).toEqual({ index: 1, autoplay: false });
    state = reduce(state, { type: "tick" });
    expect(state.index).toBe(1);
    expect(reduce({ index: 0, autoplay: true }, { type: "previous" })).toEqual({ index: 1, autoplay: false });
    expect(reduce({ index: 1, autoplay: true }, { type: "go", index: 0 })).toEqual({ index: 0, autoplay: false });
  });

  it("pauses and plays from the pause button", () => {
    expect(reduce({ index: 0, autoplay: true }, { type: "pause" }).autoplay).toBe(false);
    expect(reduce({ index: 0, autoplay: false }, { type: "play" }).autoplay).toBe(true);
  });
});
