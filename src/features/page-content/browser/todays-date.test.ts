// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { showTodaysDate } from "./todays-date";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("showTodaysDate", () => {
  it("puts the reader's date in place of 'today', as a <time> whose datetime is that date", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 9, 30) });
    document.body.innerHTML = '<p>Last updated: <span data-today="">today</span></p>';
    showTodaysDate(document.querySelector<HTMLElement>("[data-today]")!);
    const time = document.querySelector("time");
    expect(time?.getAttribute("datetime")).toBe("2026-11-25");
    expect(time?.textContent).toBe("25 November 2026");
    expect(document.body.textContent).toBe("Last updated: 25 November 2026");
  });
});
