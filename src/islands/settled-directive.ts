import type { ClientDirective } from "astro";

/** What reaching for an island looks like: a pointer over it, focus in it, a finger on it. */
const reachEvents = ["pointerover", "focusin", "touchstart"] as const;

/**
 * `client:settled` — hydrate an island once the page has loaded (every eager image, so after
 * the largest paint) and the browser is idle, or at once when the visitor reaches for it.
 * Nothing an island does is needed for the first paint: the HTML made at build is already
 * there, so the page paints and can be read before any island's script runs.
 *
 * `client:settled={{ until: "2025-10-29T23:59:59+03:00" }}` never hydrates after that instant
 * (the admissions countdown has nothing to show then, so its script is not even fetched).
 */
const settled: ClientDirective = (load, options, el) => {
  const value = options.value as { until?: string } | boolean | undefined;
  const until = typeof value === "object" && value.until ? Date.parse(value.until) : undefined;
  if (until !== undefined && Date.now() >= until) {
    el.setAttribute("data-island-skipped", "");
    return;
  }

  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of reachEvents) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of reachEvents) el.addEventListener(type, start, { passive: true });

  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

export default settled;
