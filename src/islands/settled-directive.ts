import type { ClientDirective } from "astro";
import { connectionOf, savesData } from "~/shared/browser/connection";

/** What reaching for an island looks like: a pointer over it, focus in it, a finger on it. */
const reachEvents = ["pointerover", "focusin", "touchstart"] as const;

/** `client:settled`'s options (src/islands/settled-directive.d.ts). */
interface SettledOptions {
  /** Never hydrate after this instant. */
  until?: string;
  /**
   * Not when the page settles, but `"reach"`: when the visitor reaches for the island; `"near"`:
   * when it comes within `rootMargin` of the screen, or is reached for before.
   */
  on?: "reach" | "near";
  /** For `on: "near"`: how near, as an IntersectionObserver's rootMargin (`"300px"`). */
  rootMargin?: string;
  /**
   * The query parameter of the address that asks for what the island shows (`"children"` for
   * the fee calculator): an address holding it hydrates the island at once, whatever `on` says.
   */
  asks?: string;
}

/** A plain click (no modifier key, main button): one that would follow a link in this tab. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Keys an island gives a meaning of its own (moving in a list, closing) and the browser none
 * worth keeping. Enter and Space are not among them: on a button or link they make a click,
 * which is held as a click; Tab and typing keep their own meaning.
 */
const islandKeys = new Set(["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End", "Escape"]);

/** A press held longer than this is not waited for: a long press makes no click. */
const longestPress = 1000;

function isTextField(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches("input, textarea, select"));
}

/**
 * `client:settled` — hydrate an island once the page has loaded (every eager image, so after
 * the largest paint) and the browser is idle, or at once when the visitor reaches for it.
 * Nothing an island does is needed for the first paint: the HTML made at build is already
 * there, so the page paints and can be read before any island's script runs.
 *
 * `client:settled={{ until: "2030-01-31T23:59:59+03:00" }}` never hydrates after that instant
 * (the admissions countdown has nothing to show then, so its script is not even fetched).
 *
 * `client:settled={{ on: "near", rootMargin: "300px", asks: "children" }}` hydrates when the island
 * comes near the screen, or at once when the address holds `children=` (the fee calculator, whose
 * shared link shows a family's total: docs/decisions/034-shared-calculator-link-lands-on-the-result.md).
 *
 * `client:settled={{ on: "reach" }}` waits for the visitor (docs/decisions/021-islands-hydrate-on-reach.md):
 * for an island whose HTML already works as links and a form, React's own start-up is the one
 * long task of the page, and most visitors read without using it. It hydrates as the page
 * settles after all when the address has a query (`?track=`, `?q=`): the island shows what the
 * query asks for. While the phone's data saver is on, every `client:settled` island waits so
 * (docs/decisions/031-offline-pages-when-asked.md).
 *
 * A plain click, or an arrow, Home, End or Escape key, made while the island's script is on its
 * way is held and made again once the island has hydrated, so the tap or key that woke it is not
 * lost (and a link the island follows in place is not followed by loading the page again). If a
 * finger is on the island when the script arrives, they are made once it lifts, its own tap with
 * them. If the script cannot be fetched, they are made anyway and a link works as a plain link.
 */
const settled: ClientDirective = (load, options, el) => {
  const value = options.value as SettledOptions | boolean | undefined;
  const settings: SettledOptions = typeof value === "object" ? value : {};
  const until = settings.until ? Date.parse(settings.until) : undefined;
  if (until !== undefined && Date.now() >= until) {
    el.setAttribute("data-island-skipped", "");
    return;
  }

  // What the visitor did while the island's script was on its way, to be done again in order.
  const held: (() => void)[] = [];
  const holdClick = (event: MouseEvent) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target.closest<HTMLElement>("a, button, summary, label, input") ?? (event.target as HTMLElement);
    held.push(() => target.click());
  };
  const holdKey = (event: KeyboardEvent) => {
    if (!islandKeys.has(event.key) || isTextField(event.target) || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    const { target, key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    held.push(() => target.dispatchEvent(new KeyboardEvent("keydown", { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true })));
  };

  // A finger or button pressed on the island and not yet lifted. What the held taps do (open a
  // list, say) moves the rows below; made while a press lasts, the row under the finger would
  // change between press and release, and that tap would land on neither row.
  let pressing = false;
  let pressEnded: (() => void) | undefined;
  const press = () => {
    pressing = true;
  };
  const lift = () => {
    pressing = false;
    // The click that ends a tap comes right after its pointerup, in the same task: held first.
    if (pressEnded) setTimeout(pressEnded, 0);
  };
  const pressOver = () =>
    pressing
      ? new Promise<void>((resolve) => {
          pressEnded = resolve;
          setTimeout(resolve, longestPress);
        })
      : Promise.resolve();
  // Listened for while the island's script is on its way (a finger may lift outside the island).
  const whileWaking: [EventTarget, string, EventListener][] = [
    [el, "click", holdClick as EventListener],
    [el, "keydown", holdKey as EventListener],
    [el, "pointerdown", press],
    [window, "pointerup", lift],
    [window, "pointercancel", lift],
  ];

  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of reachEvents) el.removeEventListener(type, start);
    for (const [target, type, listener] of whileWaking) target.addEventListener(type, listener, true);
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      // The script could not be fetched (offline, say): the island's HTML goes on working as
      // links and forms. Said in the console, as Astro says a failed hydration.
      console.error(`[astro-island] ${el.getAttribute("component-url") ?? "island"} could not be loaded`, error);
    } finally {
      await pressOver();
      for (const [target, type, listener] of whileWaking) target.removeEventListener(type, listener, true);
      el.removeAttribute("data-island-waits");
      for (const again of held.splice(0)) again();
    }
  };
  for (const type of reachEvents) el.addEventListener(type, start, { passive: true });

  // The address asks for what the island shows (a shared calculator link): the visitor came for it.
  if (settings.asks !== undefined && new URLSearchParams(window.location.search).has(settings.asks)) {
    void start();
    return;
  }
  // With the phone's data saver on, every island waits for the visitor: no island's script is
  // fetched before it is used (docs/decisions/031-offline-pages-when-asked.md).
  const savingData = savesData(connectionOf(navigator));
  if (settings.on === "near" && !savingData) {
    el.setAttribute("data-island-waits", "near");
    // The island itself has no box (display: contents): its children are watched, as client:visible does.
    const watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watcher.disconnect();
        void start();
      },
      { rootMargin: settings.rootMargin },
    );
    for (const child of el.children) watcher.observe(child);
    return;
  }
  // A "near" island reaches here only with the data saver on, which the last test covers.
  const waitsForReach = settings.on === "reach" || savingData;
  if (waitsForReach && window.location.search === "") {
    // Marks the island as waiting for the visitor, for anyone (a browser test) asking what is still to come.
    el.setAttribute("data-island-waits", "reach");
    return;
  }
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

export default settled;
