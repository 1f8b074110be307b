import { isInteractive } from "../e2e/page-interactive";

/**
 * One browser engine's tab, 375 px wide, as the smoke (smoke-suite.ts) drives it: the few things
 * it does, the same way in Firefox (puppeteer over WebDriver BiDi) and WebKitGTK (webdriverio
 * over classic WebDriver).
 */
export interface EnginePage {
  /** The engine and its version, as the driver reports it: 'firefox 140.12.0'. */
  readonly name: string;
  /** Goes to a path of the site and waits for the page's load event. */
  goto(path: string): Promise<void>;
  /** Runs a function in the page; it must refer to nothing outside itself (it is sent as text). */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Clicks, as a pointer would, the first visible element matching `selector` named `name`. */
  click(selector: string, name: string): Promise<void>;
  /** Types into the first visible element matching `selector` named `name`, then presses Enter. */
  typeAndEnter(selector: string, name: string, text: string): Promise<void>;
  /** The page's script errors since it was opened. */
  scriptErrors(): Promise<string[]>;
  /** Takes the network away from the engine (every request fails), or gives it back. */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

/** The width of the phone every check is made at. */
export const phoneWidth = 375;
export const phoneHeight = 812;

/**
 * The first visible element matching `selector` whose name (its aria-label, else its label's
 * text, else its own text, spaces collapsed) is `name`. Runs in the page.
 */
export function findNamed(selector: string, name: string): HTMLElement | null {
  const nameOf = (element: HTMLElement) => {
    const label = element.getAttribute("aria-label") ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
    return (label ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
  };
  const visible = (element: HTMLElement) => element.checkVisibility() && element.getBoundingClientRect().width > 0;
  return [...document.querySelectorAll<HTMLElement>(selector)].find((element) => visible(element) && nameOf(element) === name) ?? null;
}

/** Polls `fn` in the page until it returns something truthy, which it returns; fails after `timeoutMs`. */
export async function waitInPage<Args extends unknown[], Result>(
  page: EnginePage,
  what: string,
  fn: (...args: Args) => Result,
  ...args: Args
): Promise<NonNullable<Awaited<Result>>> {
  const timeoutMs = 15_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.evaluate(fn, ...args);
    if (value) return value as NonNullable<Awaited<Result>>;
    if (Date.now() > deadline) throw new Error(`${page.name}: waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a page and waits until it is interactive (tests/e2e/page-interactive.ts). */
export async function open(page: EnginePage, path: string) {
  await page.goto(path);
  await waitInPage(page, `${path} to be interactive`, isInteractive);
}
