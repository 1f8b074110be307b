// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AlertBanner } from "../alert-banner";
import { alertToShow } from "../site-alert";
import { announcedKey, wireSiteAlert } from "./site-alert";

const alert = alertToShow({
  message: "Reopening is moved to Monday 8 January.",
  level: "urgent",
  link: { label: "Term dates", to: "/terms" },
  window: { start: "2026-11-25 07:00", end: "2026-11-25 08:00" },
});
const minute = 60_000;

function setup(shownAtBuild: boolean) {
  document.body.innerHTML = renderToStaticMarkup(createElement(AlertBanner, { alert, shownAtBuild }));
  const root = document.querySelector<HTMLElement>("[data-site-alert]")!;
  wireSiteAlert(root);
  const announcer = root.querySelector("[role=status]")!;
  return { root, announced: () => announcer.textContent };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the alert as built", () => {
  it("writes its level in words, and its link", () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(AlertBanner, { alert, shownAtBuild: true }));
    const region = document.querySelector("section[aria-label='School alert']")!;
    expect(region.textContent).toContain("Urgent: Reopening is moved to Monday 8 January. Term dates");
    expect(region.querySelector("a")?.getAttribute("href")).toBe("/terms");
    expect(region.hasAttribute("hidden")).toBe(false);
    // Before its window it is in the page, hidden.
    document.body.innerHTML = renderToStaticMarkup(createElement(AlertBanner, { alert, shownAtBuild: false }));
    expect(document.querySelector("section")!.hasAttribute("hidden")).toBe(true);
  });
});

describe("wireSiteAlert", () => {
  it("leaves an alert built in its window as it is, then hides it at its end", () => {
    vi.setSystemTime(alert.startMs + 10 * minute);
    const { root } = setup(true);
    expect(root.hidden).toBe(false);
    vi.advanceTimersByTime(50 * minute - 1);
    expect(root.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.hidden).toBe(true);
  });

  it("shows an alert built before its window at its start, then hides it at its end", () => {
    vi.setSystemTime(alert.startMs - 3 * minute);
    const { root } = setup(false);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(3 * minute);
    expect(root.hidden).toBe(false);
    vi.advanceTimersByTime(60 * minute);
    expect(root.hidden).toBe(true);
  });

  it("hides an alert opened after its end (a page built in the window, read later)", () => {
    vi.setSystemTime(alert.endMs + minute);
    expect(setup(true).root.hidden).toBe(true);
  });

  it("keeps the place of a reader scrolled down the page when it goes or comes", () => {
    vi.setSystemTime(alert.endMs - minute);
    const { root } = setup(true);
    let height = 96;
    vi.spyOn(root, "offsetHeight", "get").mockImplementation(() => (root.hidden ? 0 : height));
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    vi.spyOn(window, "scrollY", "get").mockReturnValue(1_200);
    vi.advanceTimersByTime(minute);
    expect(root.hidden).toBe(true);
    expect(scrollBy).toHaveBeenCalledWith(0, -96);

    vi.setSystemTime(alert.startMs - minute);
    const early = setup(false);
    height = 120;
    vi.spyOn(early.root, "offsetHeight", "get").mockImplementation(() => (early.root.hidden ? 0 : height));
    vi.advanceTimersByTime(minute);
    expect(early.root.hidden).toBe(false);
    expect(scrollBy).toHaveBeenLastCalledWith(0, 120);
  });

  it("looks again when a sleeping phone's page is shown", () => {
    vi.setSystemTime(alert.startMs);
    const { root } = setup(true);
    // The timer held back, as in a background tab: the clock moved on without it.
    vi.setSystemTime(alert.endMs + minute);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(root.hidden).toBe(true);
  });

  it("announces the alert the first time this phone shows it, and not on the next page", () => {
    vi.setSystemTime(alert.startMs);
    const first = setup(true);
    expect(first.announced()).toBe("");
    vi.advanceTimersByTime(1_000);
    expect(first.announced()).toBe("Urgent: Reopening is moved to Monday 8 January. Term dates");
    expect(localStorage.getItem(announcedKey)).toBe(alert.id);
    // Then the region empties: the alert is read once more only as part of the page.
    vi.advanceTimersByTime(10_000);
    expect(first.announced()).toBe("");

    const next = setup(true);
    vi.advanceTimersByTime(5_000);
    expect(next.announced()).toBe("");
  });

  it("with storage refused (a private window), still announces it, and throws nothing", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.setSystemTime(alert.startMs);
    const { announced } = setup(true);
    vi.advanceTimersByTime(1_000);
    expect(announced()).toContain("Urgent: Reopening");
  });

  it("announces a changed alert again, and a hidden one only when it shows", () => {
    localStorage.setItem(announcedKey, "an-earlier-alert");
    vi.setSystemTime(alert.startMs - minute);
    const { announced } = setup(false);
    vi.advanceTimersByTime(30_000);
    expect(announced()).toBe("");
    expect(localStorage.getItem(announcedKey)).toBe("an-earlier-alert");
    vi.advanceTimersByTime(31_000);
    expect(announced()).toContain("Urgent: Reopening");
  });
});
