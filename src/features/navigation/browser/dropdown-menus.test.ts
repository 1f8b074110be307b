// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DesktopNav } from "../desktop-nav";
import { DROPDOWN_CLOSE_DELAY_MS, wireDropdownMenus } from "./dropdown-menus";

function setup() {
  document.body.innerHTML = `${renderToStaticMarkup(createElement(DesktopNav, { currentPath: "/fees" }))}<p id="outside">elsewhere</p>`;
  const bar = document.querySelector<HTMLElement>("[data-desktop-menus]")!;
  const menus = wireDropdownMenus(bar);
  const item = (label: string) =>
    [...bar.querySelectorAll<HTMLElement>("[data-dropdown]")].find((li) => li.querySelector("button")!.textContent === label)!;
  const expanded = () => [...bar.querySelectorAll("button[aria-expanded='true']")].map((b) => b.textContent);
  return { bar, menus, item, expanded };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("desktop dropdowns", () => {
  it("start closed, each button saying so", () => {
    const { bar, expanded } = setup();
    expect(bar.querySelectorAll("button[aria-expanded='false']")).toHaveLength(7);
    expect(expanded()).toEqual([]);
  });

  it("keep at most one menu open; a second click closes it", () => {
    const { item, expanded } = setup();
    item("Think").querySelector("button")!.click();
    item("Fees").querySelector("button")!.click();
    expect(expanded()).toEqual(["Fees"]);
    item("Fees").querySelector("button")!.click();
    expect(expanded()).toEqual([]);
  });

  it("close 200 ms after the pointer leaves, not before, and stay open if it comes back", () => {
    const { item, expanded } = setup();
    const think = item("Think");
    think.dispatchEvent(new MouseEvent("mouseenter"));
    think.dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1);
    expect(expanded()).toEqual(["Think"]);
    vi.advanceTimersByTime(1);
    expect(expanded()).toEqual([]);

    think.dispatchEvent(new MouseEvent("mouseenter"));
    think.dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(150);
    think.dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(1000);
    expect(expanded()).toEqual(["Think"]);
  });

  it("keep open the menu a hover has just opened when the click that follows arrives (touch screens send both)", () => {
    const { item, expanded } = setup();
    item("Join Us").dispatchEvent(new MouseEvent("mouseenter"));
    item("Join Us").querySelector("button")!.click();
    expect(expanded()).toEqual(["Join Us"]);
  });

  it("close on a pointer press outside the menu bar but not inside it", () => {
    const { bar, item, expanded } = setup();
    item("Fees").querySelector("button")!.click();
    bar.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(expanded()).toEqual(["Fees"]);
    document.getElementById("outside")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(expanded()).toEqual([]);
  });

  it("open with ArrowDown and move focus into the menu; Escape closes it and returns focus", () => {
    const { item, expanded } = setup();
    const access = item("Get Access");
    const button = access.querySelector("button")!;
    button.focus();
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(expanded()).toEqual(["Get Access"]);
    expect(document.activeElement?.textContent).toBe("Access");
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(document.activeElement?.textContent).toBe("Calendar of Events");
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(expanded()).toEqual([]);
    expect(document.activeElement).toBe(button);
  });

  it("mark the page being shown, and its group, in the HTML made at build", () => {
    const { bar, item } = setup();
    expect(bar.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/fees");
    expect(item("Fees").querySelector("button")!.className).toContain("underline");
  });
});
