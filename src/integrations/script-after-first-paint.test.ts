// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptAfterFirstPaint, withScriptsAfterFirstPaint } from "./script-after-first-paint";

describe("withScriptsAfterFirstPaint", () => {
  const page = [
    "<!DOCTYPE html><html><head><title>Fees</title>",
    '<script type="application/ld+json">{"a":1}</script></head>',
    "<body><main><p>Text &amp; more</p></main><script>(()=>{})()</script>",
    '<script type="module" src="/assets/page.Ab1.js"></script></body></html>',
  ].join("");

  it("swaps the module script for its loader and leaves every other byte as it was", () => {
    const result = withScriptsAfterFirstPaint(page);
    expect(result).not.toContain('<script type="module"');
    expect(result).toBe(page.replace('<script type="module" src="/assets/page.Ab1.js"></script>', `<script>${scriptAfterFirstPaint("/assets/page.Ab1.js")}</script>`));
  });

  it("leaves a page without a module script alone", () => {
    const plain = page.replace(/<script type="module"[^>]*><\/script>/, "");
    expect(withScriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it("never lets a source close the script element it is written into", () => {
    expect(scriptAfterFirstPaint("/a</script><b>.js")).not.toContain("</script>");
  });
});

describe("the loader in the browser", () => {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let observed: Callback | undefined;

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observed = undefined;
    document.body.innerHTML = "";
  });

  function stubPaintTiming(supported: boolean) {
    class FakeObserver {
      static supportedEntryTypes = supported ? ["paint", "largest-contentful-paint"] : ["resource"];
      constructor(callback: Callback) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = undefined;
      }
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
  }
  /** What the loader appends to the page (the module itself is not fetched in a unit test). */
  function run() {
    const appended: Node[] = [];
    vi.spyOn(document.body, "append").mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));
    new Function(scriptAfterFirstPaint("/assets/page.js"))();
    return () => appended.map((node) => (node instanceof HTMLScriptElement ? `${node.type} ${node.getAttribute("src")}` : node.nodeName));
  }

  it("adds the page's script only once the first contentful paint is reported, and only once", () => {
    stubPaintTiming(true);
    const added = run();
    expect(added()).toEqual([]);
    observed!({ getEntriesByName: () => [] });
    expect(added()).toEqual([]);
    const report = observed!;
    report({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    expect(added()).toEqual(["module /assets/page.js"]);
    expect(observed).toBeUndefined();
  });

  it("without paint timing, adds it after the first frame", () => {
    stubPaintTiming(false);
    vi.useFakeTimers();
    const added = run();
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual(["module /assets/page.js"]);
    vi.useRealTimers();
  });
});
