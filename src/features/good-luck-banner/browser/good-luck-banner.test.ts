// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GoodLuckBanner, type GoodLuckMessage } from "../good-luck-banner";
import { wireGoodLuckBanner } from "./good-luck-banner";

const messages: GoodLuckMessage[] = [
  { id: "a", title: "First", text: "The first message, long enough.", emoji: "✏️", colours: "green" },
  { id: "b", title: "Second", text: "The second message, long enough.", emoji: "🎓", colours: "blue" },
  { id: "c", title: "Third", text: "The third message, long enough.", emoji: "🌟", colours: "purple" },
];

function setup(reducedMotion = false) {
  vi.spyOn(window, "matchMedia").mockReturnValue({ matches: reducedMotion } as MediaQueryList);
  document.body.innerHTML = renderToStaticMarkup(createElement(GoodLuckBanner, { messages }));
  const root = document.querySelector<HTMLElement>("[data-good-luck-banner]")!;
  wireGoodLuckBanner(root);
  const shown = () => root.querySelector('[aria-roledescription="slide"][aria-hidden="false"] h2')?.textContent;
  const toggle = root.querySelector<HTMLButtonElement>("[data-rotation-toggle]")!;
  const toggleWords = () => [...toggle.querySelectorAll<HTMLElement>("[data-when]")].find((label) => !label.hidden)?.textContent?.trim();
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-slide-dot]")];
  return { root, shown, toggle, toggleWords, dots };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the good-luck banner's script", () => {
  it("moves on every 6 s, and wraps", () => {
    const { shown, root } = setup();
    expect(shown()).toBe("First");
    vi.advanceTimersByTime(5999);
    expect(shown()).toBe("First");
    vi.advanceTimersByTime(1);
    expect(shown()).toBe("Second");
    expect(root.querySelector<HTMLElement>("[data-slide-track]")!.style.transform).toBe("translateX(-100%)");
    vi.advanceTimersByTime(12_000);
    expect(shown()).toBe("First");
  });

  it("jumps with a dot, which gives that message its full 6 s and marks the dot current", () => {
    const { shown, dots } = setup();
    vi.advanceTimersByTime(4000);
    dots[2]!.click();
    expect(shown()).toBe("Third");
    expect(dots.map((dot) => dot.getAttribute("aria-current"))).toEqual([null, null, "true"]);
    vi.advanceTimersByTime(5999);
    expect(shown()).toBe("Third");
  });

  it("stops with Pause, says Play, and holds still while hovered", () => {
    const { shown, toggle, toggleWords, root } = setup();
    toggle.click();
    expect(toggleWords()).toBe("▶ Play");
    vi.advanceTimersByTime(20_000);
    expect(shown()).toBe("First");
    toggle.click();
    root.dispatchEvent(new Event("mouseenter"));
    vi.advanceTimersByTime(20_000);
    expect(shown()).toBe("First");
    root.dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(6000);
    expect(shown()).toBe("Second");
  });

  it("starts paused for a reader who asks for reduced motion", () => {
    const { shown, toggleWords } = setup(true);
    expect(toggleWords()).toBe("▶ Play");
    vi.advanceTimersByTime(20_000);
    expect(shown()).toBe("First");
  });
});
