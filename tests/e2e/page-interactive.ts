/**
 * True once the page is interactive: its own script has wired the menus and buttons
 * (`html[data-enhanced]`) and every island that hydrates once the page has loaded
 * (`client:settled`, src/islands/settled-directive.ts) has hydrated or decided not to.
 * Islands that wait to be scrolled into view or reached for (`on: "reach"`) are not waited for.
 *
 * It runs in the page and refers to nothing outside itself, so any driver can send it: Playwright
 * here (tests/e2e/support.ts), puppeteer and WebDriver in the engine smoke (tests/engines).
 */
export function isInteractive(): boolean {
  return (
    document.documentElement.dataset.hydrated === "true" ||
    (document.documentElement.dataset.enhanced === "true" &&
      document.querySelectorAll('astro-island[client="settled"][ssr]:not([data-island-skipped]):not([data-island-waits])').length === 0)
  );
}
