// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DesktopHeaderSearch } from "../header-search";
import { wireHeaderSearch } from "./header-search";

function setup() {
  document.body.innerHTML = `${renderToStaticMarkup(createElement(DesktopHeaderSearch))}<a href="/fees">Fees</a>`;
  const details = document.querySelector<HTMLDetailsElement>("details[data-header-search]")!;
  wireHeaderSearch(details);
  const summary = details.querySelector("summary")!;
  const input = details.querySelector<HTMLInputElement>("input")!;
  const open = async () => {
    details.open = true;
    // The toggle event is sent after the change, as in a browser.
    details.dispatchEvent(new Event("toggle"));
    await Promise.resolve();
  };
  return { details, summary, input, open, outside: document.querySelector<HTMLAnchorElement>("a[href='/fees']")! };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the header's search button", () => {
  it("is a form sending its words to /search, with a labelled box", () => {
    const { details } = setup();
    const form = details.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("role")).toBe("search");
    const input = form.querySelector("input")!;
    expect(input.name).toBe("q");
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Search the website");
  });

  it("puts focus in the box when it opens", async () => {
    const { input, open } = setup();
    await open();
    expect(document.activeElement).toBe(input);
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const { details, summary, input, open } = setup();
    await open();
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it("closes on a click outside it, and when focus leaves it", async () => {
    const { details, input, open, outside } = setup();
    await open();
    input.click();
    expect(details.open).toBe(true);
    outside.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(details.open).toBe(false);

    await open();
    input.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: outside }));
    expect(details.open).toBe(false);
  });
});
