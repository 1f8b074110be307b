// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DROPDOWN_CLOSE_DELAY_MS, useDropdownMenus } from "./use-dropdown-menus";

function setup() {
  const container = document.createElement("nav");
  document.body.append(container);
  const ref = { current: container };
  const hook = renderHook(() => useDropdownMenus(ref));
  return { ...hook, container };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("desktop dropdown state", () => {
  it("keeps at most one menu open", () => {
    const { result } = setup();
    act(() => result.current.open("Think"));
    act(() => result.current.open("Fees"));
    expect(result.current.openGroup).toBe("Fees");
    act(() => result.current.toggle("Fees"));
    expect(result.current.openGroup).toBeNull();
  });

  it("closes 200 ms after the pointer leaves, not before", () => {
    const { result } = setup();
    act(() => result.current.open("Think"));
    act(() => result.current.closeSoon());
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(result.current.openGroup).toBe("Think");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.openGroup).toBeNull();
  });

  it("stays open when the pointer comes back within the delay", () => {
    const { result } = setup();
    act(() => result.current.open("Think"));
    act(() => result.current.closeSoon());
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.open("Think"));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.openGroup).toBe("Think");
  });

  it("closes on a click outside the menu bar but not inside it", () => {
    const { result, container } = setup();
    act(() => result.current.open("Fees"));
    act(() => container.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
    expect(result.current.openGroup).toBe("Fees");
    act(() => document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
    expect(result.current.openGroup).toBeNull();
  });
});
