// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotoCarousel } from "../photo-carousel";
import { wirePhotoCarousel } from "./photo-carousel";

const picture = { sources: {}, img: { src: "/photo.jpg", w: 1600, h: 1000 } };
const slides = [
  { picture, alt: "The first classroom", caption: "1995" },
  { picture, alt: "The new library", caption: "2015" },
  { picture, alt: "The science block", caption: "2023" },
];

function setup() {
  vi.spyOn(window, "matchMedia").mockReturnValue({ matches: false } as MediaQueryList);
  document.body.innerHTML = renderToStaticMarkup(createElement(PhotoCarousel, { slides }));
  const root = document.querySelector<HTMLElement>("[data-photo-carousel]")!;
  wirePhotoCarousel(root);
  const button = (name: string | RegExp) =>
    [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => (typeof name === "string" ? b.getAttribute("aria-label") === name : name.test(b.getAttribute("aria-label") ?? "")))!;
  const shown = () => [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].filter((s) => s.getAttribute("aria-hidden") === "false").map((s) => s.querySelector("figcaption")?.textContent);
  const current = () => [...root.querySelectorAll("[data-slide-dot]")].filter((dot) => dot.getAttribute("aria-current") === "true").map((dot) => dot.getAttribute("aria-label"));
  return { button, shown, current };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the history photos' script", () => {
  it("starts on the first photo, with only it shown and its dot current", () => {
    const { shown, current } = setup();
    expect(shown()).toEqual(["1995"]);
    expect(current()).toEqual(["Photo 1: 1995"]);
  });

  it("steps with the arrows and wraps round at both ends", () => {
    const { button, shown, current } = setup();
    button("Previous photo").click();
    expect(shown()).toEqual(["2023"]);
    button("Next photo").click();
    button("Next photo").click();
    expect(shown()).toEqual(["2015"]);
    expect(current()).toEqual(["Photo 2: 2015"]);
  });

  it("shows a dot's photo, and a hidden photo cannot take focus", () => {
    const { button, shown } = setup();
    button(/^Photo 3:/).click();
    expect(shown()).toEqual(["2023"]);
    const first = document.querySelector<HTMLElement>('[aria-roledescription="slide"]')!;
    expect(first.inert).toBe(true);
  });
});
