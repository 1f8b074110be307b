/**
 * Starts the service worker that keeps pages for offline reading (docs/site.md, Offline
 * reading), once the page has loaded, so its downloads never hold up the page's own. A browser
 * without service workers, or a host that does not serve the worker, simply goes without.
 */
export function registerServiceWorker(scriptUrl: string): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register(scriptUrl).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
