// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageToPrefetch, wireLinkPrefetch } from "./link-prefetch";

const here = new URL("https://school.example/fees") as unknown as Location;

function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector("a")!;
}

describe("which links are fetched ahead", () => {
  it("takes another page of the site, without its #part", () => {
    expect(pageToPrefetch(link('<a href="https://school.example/terms#dates">Terms</a>'), here)?.href).toBe("https://school.example/terms");
  });

  it("leaves other sites, the page itself, downloads and links marked not to", () => {
    expect(pageToPrefetch(link('<a href="https://example.org/elsewhere">Elsewhere</a>'), here)).toBeUndefined();
    expect(pageToPrefetch(link('<a href="https://school.example/fees#grade-8">Grade 8</a>'), here)).toBeUndefined();
    expect(pageToPrefetch(link('<a href="https://school.example/notice.pdf" download>Notice</a>'), here)).toBeUndefined();
    expect(pageToPrefetch(link('<a href="https://school.example/term-dates.ics" data-prefetch="false">Calendar</a>'), here)).toBeUndefined();
    expect(pageToPrefetch(null, here)).toBeUndefined();
  });
});

describe("resting on a link", () => {
  // happy-dom has no <link rel="prefetch"> (as Safari): the page is fetched at low priority instead.
  const fetchSpy = vi.fn((_url: URL, _init?: RequestInit) => Promise.resolve(new Response("")));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", fetchSpy);
    fetchSpy.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const prefetches = () => [
    ...[...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname),
    ...fetchSpy.mock.calls.map(([url, init]) => `${url.pathname} (${init?.priority})`),
  ];

  // The slow case first: the listeners stay on the document for the rest of the file.
  it("fetches nothing on a slow (2G) connection, nor with the data saver on", () => {
    document.head.innerHTML = "";
    document.body.innerHTML = '<a href="/admissions">Admissions</a>';
    wireLinkPrefetch({ effectiveType: "2g" });
    wireLinkPrefetch({ effectiveType: "4g", saveData: true });
    document.querySelector("a")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersByTime(500);
    expect(prefetches()).toEqual([]);
  });

  it("fetches the page after 80 ms, once, and not when the pointer moves on sooner", () => {
    document.head.innerHTML = "";
    document.body.innerHTML = '<a href="/boarding">Boarding</a> <a href="/clubs">Clubs</a>';
    wireLinkPrefetch({ effectiveType: "4g" });
    const [boarding, clubs] = [...document.querySelectorAll("a")];
    clubs!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    vi.advanceTimersByTime(40);
    clubs!.dispatchEvent(new MouseEvent("mouseout", { bubbles: true }));
    vi.advanceTimersByTime(200);
    expect(prefetches()).toEqual([]);

    boarding!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    vi.advanceTimersByTime(80);
    boarding!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersByTime(80);
    expect(prefetches()).toEqual(["/boarding (low)"]);
  });
});
