// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import settled from "./settled-directive";

/** An island whose script arrives when the test says so: `arrive()` then resolves `load()`. */
function island(value: string | boolean | Record<string, string>, html = '<a href="?track=a">Track A</a><button type="button">Open</button><input type="search">') {
  const el = document.createElement("astro-island");
  el.innerHTML = html;
  document.body.append(el);
  const log: string[] = [];
  let arrive: (ok: boolean) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<() => Promise<void>>((resolve, reject) => {
        arrive = (ok) =>
          ok
            ? resolve(async () => {
                log.push("hydrated");
              })
            : reject(new Error("offline"));
      }),
  );
  el.addEventListener("click", (event) => log.push(`click ${(event.target as Element).tagName}${event.defaultPrevented ? " (held)" : ""}`));
  el.addEventListener("keydown", (event) => log.push(`key ${event.key}`));
  settled(load, { name: "Island", value: value as string }, el);
  return { el, load, log, arrive: (ok = true) => arrive(ok) };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("client:settled={{ on: 'reach' }}", () => {
  it("waits for the visitor: nothing is fetched until a pointer, focus or finger reaches the island", async () => {
    // The page's timers run on the test's clock: "not yet" is checked at a known time, never after a real wait.
    vi.useFakeTimers();
    const { el, load } = island({ on: "reach" });
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(300);
    expect(load).not.toHaveBeenCalled();
    expect(el.getAttribute("data-island-waits")).toBe("reach");
    el.querySelector("a")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates as the page settles when the address has a query the island shows", async () => {
    // The page's timers run on the test's clock: "not yet" is checked at a known time, never after a real wait.
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/?track=a");
    const { el, load } = island({ on: "reach" });
    expect(el.hasAttribute("data-island-waits")).toBe(false);
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(300);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("holds a tap and an arrow key made while the script is on its way, and makes them again, in order, once hydrated", async () => {
    const { el, log, arrive } = island({ on: "reach" });
    const link = el.querySelector("a")!;
    link.dispatchEvent(new Event("touchstart", { bubbles: true }));
    link.click();
    el.querySelector("button")!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    expect(log).toEqual([]);
    arrive();
    await settle();
    expect(log).toEqual(["hydrated", "click A", "key ArrowDown"]);
    expect(el.hasAttribute("data-island-waits")).toBe(false);
  });

  it("with a finger on the island when the script arrives, makes the held taps once it lifts, its own tap after them", async () => {
    const { el, log, arrive } = island({ on: "reach" });
    const [link, button] = [el.querySelector("a")!, el.querySelector("button")!];
    link.dispatchEvent(new Event("pointerover", { bubbles: true }));
    link.click();
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    arrive();
    await settle();
    expect(log).toEqual(["hydrated"]);
    button.dispatchEvent(new Event("pointerup", { bubbles: true }));
    button.click();
    await settle();
    expect(log).toEqual(["hydrated", "click A", "click BUTTON"]);
  });

  it("does not wait for a press that makes no click past a second", async () => {
    vi.useFakeTimers();
    const { el, log, arrive } = island({ on: "reach" });
    el.dispatchEvent(new Event("pointerover"));
    el.querySelector("a")!.click();
    el.dispatchEvent(new Event("pointerdown"));
    arrive();
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual(["hydrated"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(["hydrated", "click A"]);
  });

  it("leaves typing, Tab and a click with a modifier key alone", async () => {
    const { el, log } = island({ on: "reach" });
    el.dispatchEvent(new Event("pointerover"));
    el.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    el.querySelector("button")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    el.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, ctrlKey: true }));
    expect(log).toEqual(["key ArrowLeft", "key Tab", "click A"]);
  });

  it("makes a held click anyway when the script cannot be fetched, so a link still works as a link", async () => {
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    const { el, log, arrive } = island({ on: "reach" });
    el.dispatchEvent(new Event("pointerover"));
    el.querySelector("button")!.click();
    arrive(false);
    await settle();
    expect(log).toEqual(["click BUTTON"]);
    expect(said).toHaveBeenCalledWith(expect.stringContaining("could not be loaded"), expect.objectContaining({ message: "offline" }));
  });
});

describe("client:settled={{ on: 'near', asks }}", () => {
  /** Stands in for the browser's IntersectionObserver: `reach()` brings the island near the screen. */
  function watchScreen() {
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    return { reach: () => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)) };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("waits for the island to come near the screen, even when the address has another query", async () => {
    // The page's timers run on the test's clock: "not yet" is checked at a known time, never after a real wait.
    vi.useFakeTimers();
    const screen = watchScreen();
    window.history.replaceState(null, "", "/fees?utm_source=whatsapp");
    const { el, load } = island({ on: "near", rootMargin: "300px", asks: "children" });
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(300);
    expect(load).not.toHaveBeenCalled();
    expect(el.getAttribute("data-island-waits")).toBe("near");
    screen.reach();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates at once, before the page has loaded, when the address holds the parameter it asks for", () => {
    watchScreen();
    window.history.replaceState(null, "", "/fees?children=7c,7c");
    const { el, load } = island({ on: "near", rootMargin: "300px", asks: "children" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(el.hasAttribute("data-island-waits")).toBe(false);
  });
});

describe("client:settled", () => {
  it("hydrates once the page has loaded and the browser is idle, without being reached for", async () => {
    // The page's timers run on the test's clock: "not yet" is checked at a known time, never after a real wait.
    vi.useFakeTimers();
    const { load } = island(true);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(300);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with the phone's data saver on, waits for the visitor, and still hydrates when reached for", async () => {
    // The page's timers run on the test's clock: "not yet" is checked at a known time, never after a real wait.
    vi.useFakeTimers();
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    try {
      const { el, load } = island(true);
      window.dispatchEvent(new Event("load"));
      await vi.advanceTimersByTimeAsync(300);
      expect(load).not.toHaveBeenCalled();
      expect(el.getAttribute("data-island-waits")).toBe("reach");
      el.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, "connection");
    }
  });

  it("with `until` in the past is never fetched", async () => {
    const { el, load } = island({ until: "2020-01-01T00:00:00Z" });
    el.dispatchEvent(new Event("pointerover"));
    expect(load).not.toHaveBeenCalled();
    expect(el.hasAttribute("data-island-skipped")).toBe(true);
  });
});
