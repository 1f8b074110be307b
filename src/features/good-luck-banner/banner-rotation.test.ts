import { describe, expect, it } from "vitest";
import { initialRotation, isRotating, rotationIntervalMs, rotationReducer, slideDurationMs, type RotationAction } from "./banner-rotation";

const run = (...actions: RotationAction[]) => actions.reduce(rotationReducer, initialRotation(3));

describe("banner rotation", () => {
  it("uses the timings of docs/site.md", () => {
    expect(rotationIntervalMs).toBe(6000);
    expect(slideDurationMs).toBe(800);
  });

  it("starts on the first message, rotating", () => {
    expect(initialRotation(3)).toEqual({ index: 0, count: 3, paused: false, hovered: false, focused: false });
    expect(isRotating(initialRotation(3))).toBe(true);
  });

  it("advances on each tick and wraps after the last message", () => {
    expect(run({ type: "tick" }).index).toBe(1);
    expect(run({ type: "tick" }, { type: "tick" }, { type: "tick" }).index).toBe(0);
  });

  it("jumps to a dot's message and ignores an index out of range", () => {
    expect(run({ type: "goTo", index: 2 }).index).toBe(2);
    expect(run({ type: "goTo", index: 3 }).index).toBe(0);
    expect(run({ type: "goTo", index: -1 }).index).toBe(0);
    expect(run({ type: "goTo", index: 1.5 }).index).toBe(0);
  });

  it("stands still while paused, and moves again on Play", () => {
    const paused = run({ type: "togglePause" }, { type: "tick" }, { type: "tick" });
    expect(paused.index).toBe(0);
    expect(isRotating(paused)).toBe(false);
    const playing = rotationReducer(paused, { type: "togglePause" });
    expect(isRotating(playing)).toBe(true);
    expect(rotationReducer(playing, { type: "tick" }).index).toBe(1);
  });

  it("stands still while hovered or focused, until both have left", () => {
    expect(run({ type: "hold", by: "pointer", held: true }, { type: "tick" }).index).toBe(0);
    expect(run({ type: "hold", by: "focus", held: true }, { type: "tick" }).index).toBe(0);
    expect(isRotating(run({ type: "hold", by: "pointer", held: true }, { type: "hold", by: "pointer", held: false }))).toBe(true);
    const focusStays = run(
      { type: "hold", by: "pointer", held: true },
      { type: "hold", by: "focus", held: true },
      { type: "hold", by: "pointer", held: false },
    );
    expect(isRotating(focusStays)).toBe(false);
    expect(isRotating(rotationReducer(focusStays, { type: "hold", by: "focus", held: false }))).toBe(true);
  });

  it("letting go does not unpause a paused banner", () => {
    expect(isRotating(run({ type: "pause" }, { type: "hold", by: "pointer", held: true }, { type: "hold", by: "pointer", held: false }))).toBe(false);
  });

  it("a dot still works while paused", () => {
    expect(run({ type: "pause" }, { type: "goTo", index: 2 }).index).toBe(2);
  });

  it("does not rotate a single message", () => {
    expect(isRotating(initialRotation(1))).toBe(false);
  });
});
