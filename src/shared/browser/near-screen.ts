/**
 * Runs `start` once, when `element` comes within `rootMargin` of the screen; at once in a
 * browser that cannot tell. What waits here is fetched from another host (a map, a dashboard):
 * a parent's data is not spent on what they never scroll to, and nothing is fetched before the
 * page has painted.
 */
export function whenNearScreen(element: Element, start: () => void, rootMargin = "300px") {
  if (typeof IntersectionObserver === "undefined") return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin },
  );
  observer.observe(element);
}
