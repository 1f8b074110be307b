// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HomeCarousel } from "../home-carousel";
import { wireHomeCarousel } from "./home-carousel";

const picture = { sources: {}, img: { src: "/photo.jpg", w: 1600, h: 1000 } };
const slides = [
  { picture, alt: "The school gate", caption: "Welcome" },
  { picture, alt: "The dining hall", caption: "Meals" },
];

function setup(reducedMotion = false) {
  vi.spyOn(window, "matchMedia").mockReturnValue({ matches: reducedMotion } as MediaQueryList);
  document.body.innerHTML = renderToStaticMarkup(createElement(HomeCarousel, { slides, schoolName: "Sisal Ridge" }));
  const root = document.querySelector<HTMLElement>("[data-home-carousel]")!;
  wireHomeCarousel(root);
  const button = (name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
  const current = () => [...root.querySelectorAll("[data-slide-dot]")].findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
  const shownCaption = () => root.querySelector('[aria-roledescription="slide"][aria-hidden="false"] p')?.textContent;
  return { root, button, current, shownCaption };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the home carousel's script", () => {
  it("shows the next slide every 5 s and wraps", () => {
    const { current, shownCaption } = setup();
    expect([current(), shownCaption()]).toEqual([1, "Welcome"]);
    vi.advanceTimersByTime(5000);
    expect([current(), shownCaption()]).toEqual([2, "Meals"]);
    vi.advanceTimersByTime(5000);
    expect(current()).toBe(1);
  });

  it("stops for good after an arrow or a dot, and offers to play again", () => {
    const { button, current } = setup();
    button("Next slide").click();
    expect(current()).toBe(2);
    vi.advanceTimersByTime(15_000);
    expect(current()).toBe(2);
    button("Show slide 1 of 2").click();
    expect(current()).toBe(1);
    expect(button("Play slideshow")).not.toBeNull();
    button("Play slideshow").click();
    vi.advanceTimersByTime(5000);
    expect(current()).toBe(2);
  });

  it("never starts for a reader who asks for reduced motion, and the hidden slide cannot take focus", () => {
    const { root, button, current } = setup(true);
    expect(button("Play slideshow")).not.toBeNull();
    vi.advanceTimersByTime(15_000);
    expect(current()).toBe(1);
    const hidden = root.querySelector<HTMLElement>('[aria-roledescription="slide"][aria-hidden="true"]')!;
    expect(hidden.inert).toBe(true);
    expect(root.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
  });
});
