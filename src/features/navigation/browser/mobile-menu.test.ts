// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { MobileNav } from "../mobile-nav";
import { wireMobileMenu } from "./mobile-menu";

function setup() {
  document.body.innerHTML = renderToStaticMarkup(createElement(MobileNav, { currentPath: "/terms" }));
  const root = document.querySelector<HTMLElement>("[data-mobile-menu]")!;
  wireMobileMenu(root);
  const toggle = root.querySelector<HTMLButtonElement>("[data-menu-toggle]")!;
  const menu = document.getElementById("mobile-menu")!;
  const section = (label: string) => [...menu.querySelectorAll<HTMLButtonElement>("[data-accordion-toggle]")].find((b) => b.textContent === label)!;
  return { root, toggle, menu, section };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the phone menu", () => {
  it("is a link to the footer's main pages until its script runs, then a toggle button", () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(MobileNav, { currentPath: "/terms" }));
    expect(document.querySelector("[data-menu-fallback]")?.getAttribute("href")).toBe("#footer-quick-links");
    expect(document.querySelector<HTMLButtonElement>("[data-menu-toggle]")!.hidden).toBe(true);
    const { root, toggle } = setup();
    expect(root.querySelector<HTMLAnchorElement>("[data-menu-fallback]")!.hidden).toBe(true);
    expect(toggle.hidden).toBe(false);
  });

  it("opens and closes, saying which it will do", () => {
    const { toggle, menu } = setup();
    toggle.click();
    expect(menu.hidden).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Close menu");
    toggle.click();
    expect(menu.hidden).toBe(true);
    expect(toggle.textContent).toBe("Menu");
  });

  it("keeps one section open at a time", () => {
    const { toggle, section } = setup();
    toggle.click();
    section("Think Boarding").click();
    section("Fees").click();
    expect(section("Fees").getAttribute("aria-expanded")).toBe("true");
    expect(section("Think Boarding").getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(section("Think Boarding").getAttribute("aria-controls")!)!.hidden).toBe(true);
    section("Fees").click();
    expect(section("Fees").getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when a link is chosen and on Escape, giving focus back to the toggle", () => {
    const { toggle, menu, section } = setup();
    toggle.click();
    section("Fees").click();
    menu.querySelector<HTMLAnchorElement>('a[href="/terms"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(menu.hidden).toBe(true);
    toggle.click();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });
});
