// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SchoolMap } from "../school-map";
import { site } from "../../../config/site";
import { wireSchoolMap } from "./school-map";

/** An observer the test moves: `reach()` brings the observed map near the screen. */
let reach: (near: boolean) => void = () => {};
class ControlledObserver {
  constructor(callback: IntersectionObserverCallback) {
    reach = (near) => callback([{ isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

function setup() {
  // A browser running scripts reads <noscript> as text; happy-dom would build (and load) its frame.
  document.body.innerHTML = renderToStaticMarkup(createElement(SchoolMap)).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const box = document.querySelector<HTMLElement>("[data-school-map]")!;
  wireSchoolMap(box);
  return box;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the location map's script", () => {
  it("adds the named map frame only once the map nears the screen", () => {
    vi.stubGlobal("IntersectionObserver", ControlledObserver);
    const box = setup();
    expect(box.querySelector("iframe")).toBeNull();
    reach(false);
    expect(box.querySelector("iframe")).toBeNull();
    reach(true);
    const frame = box.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(site.maps.embedUrl);
    expect(frame?.title).toBe(`Map showing the location of ${site.schoolName}`);
    expect(box.querySelector("template")).toBeNull();
  });

  it("adds it at once in a browser that cannot tell where the screen is", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    expect(setup().querySelectorAll("iframe")).toHaveLength(1);
  });
});
