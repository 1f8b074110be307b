// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardGallery } from "../dashboard-gallery";
import type { Dashboard } from "../dashboard-card";
import { embedDeadlineMs, wireDashboardGallery } from "./dashboard-gallery";

const dashboard = (id: string, year: number): Dashboard => ({
  id,
  year,
  title: `Results ${year}`,
  description: "",
  embedUrl: `https://dashboards.example/embed/${id}`,
  aspectRatio: "16:10",
  icon: "📊",
});
const dashboards = [dashboard("a", 2023), dashboard("b", 2022), dashboard("c", 2022)];

/** Every card counts as near the screen at once. */
class NearObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

function setup(answer: () => Promise<unknown>) {
  vi.stubGlobal("IntersectionObserver", NearObserver);
  vi.stubGlobal("fetch", vi.fn(answer));
  // A browser running scripts reads <noscript> as text; happy-dom would build (and load) its frames.
  document.body.innerHTML = renderToStaticMarkup(createElement(DashboardGallery, { dashboards })).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const root = document.querySelector<HTMLElement>("[data-dashboard-gallery]")!;
  wireDashboardGallery(root);
  const cards = () => [...root.querySelectorAll<HTMLElement>("[data-dashboard]")];
  /** What the card's status line says (its templates are not on the page). */
  const message = (card: HTMLElement) => {
    const status = card.querySelector('[role="status"]')!.cloneNode(true) as HTMLElement;
    status.querySelectorAll("template").forEach((template) => template.remove());
    return status.textContent!.trim();
  };
  return { root, cards, message };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the results page's script", () => {
  it("filters the cards by year and says how many it shows", () => {
    const { root, cards } = setup(() => new Promise(() => {}));
    const filter = root.querySelector<HTMLSelectElement>("select")!;
    const shown = () => cards().filter((card) => !card.hidden).map((card) => card.dataset.year);
    filter.value = "2022";
    filter.dispatchEvent(new Event("change"));
    expect(shown()).toEqual(["2022", "2022"]);
    expect(root.querySelector("[aria-live]")!.textContent).toBe("Showing 2 of 3 dashboards");
    filter.value = "all";
    filter.dispatchEvent(new Event("change"));
    expect(shown()).toEqual(["2023", "2022", "2022"]);
    expect(root.querySelector("[aria-live]")!.textContent).toBe("Showing 3 of 3 dashboards");
  });

  it("adds a titled, lazy frame once the host answers, and shows it when it has loaded", async () => {
    const { cards, message } = setup(() => Promise.resolve(new Response(null)));
    const card = cards()[0]!;
    expect(message(card)).toBe("Loading dashboard...");
    await vi.waitFor(() => expect(card.querySelector("template + iframe")).not.toBeNull());
    const frame = card.querySelector<HTMLIFrameElement>("template + iframe")!;
    expect([frame.title, frame.getAttribute("loading"), frame.hasAttribute("data-loaded")]).toEqual(["Results 2023 (results dashboard)", "lazy", false]);
    frame.dispatchEvent(new Event("load"));
    expect(frame.hasAttribute("data-loaded")).toBe(true);
    expect(message(card)).toBe("");
  });

  it("says 'Unable to load dashboard' when the host cannot be reached, with no frame", async () => {
    const { cards, message } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    const card = cards()[1]!;
    await vi.waitFor(() => expect(message(card)).toBe("Unable to load dashboardPlease check your connection and try again"));
    expect(card.querySelector("template + iframe")).toBeNull();
  });

  it("gives up on a host that never answers after the deadline", () => {
    vi.useFakeTimers();
    const { cards, message } = setup(() => new Promise(() => {}));
    vi.advanceTimersByTime(embedDeadlineMs - 1);
    expect(message(cards()[2]!)).toBe("Loading dashboard...");
    vi.advanceTimersByTime(1);
    expect(message(cards()[2]!)).toMatch(/^Unable to load dashboard/);
  });
});
