import type { EditorStateLine } from "../editor-shell-settings";

/**
 * The editor's page, in the browser (src/admin/shell/editor-document.astro):
 * - on Keystatic's screens, the title follows the screen's heading ("Fees and payment – …"), as
 *   Keystatic moves from screen to screen without loading a page, and the one button Keystatic
 *   leaves without a name gets one;
 * - the bar's state line is read from its address, and again every so often if the settings ask;
 * - a long form of the shell's pages says it is under way;
 * - the first Tab on a screen starts at the bar, as the page reads.
 */

const titleEnd = document.body.dataset.titleEnd;
if (titleEnd) {
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      mendKeystatic();
    });
  });
  let pending = false;
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  mendKeystatic();
}

/** What Keystatic's screens lack, put in as they change (docs/editor-accessibility.md). */
function mendKeystatic() {
  const title = `${screenName() ?? ""}${titleEnd}`;
  if (document.title !== title) document.title = title;
  // The words' "Insert" menu button: a plus and an arrow, named only by a tooltip (axe: button-name, critical).
  for (const button of document.querySelectorAll<HTMLButtonElement>('main button[aria-haspopup="true"]:not([aria-label]):not([aria-labelledby])')) {
    if (!button.textContent?.trim() && button.querySelector('svg path[d="M5 12h14M12 5v14"]')) button.setAttribute("aria-label", "Insert");
  }
}

/**
 * The screen's name, with " – " after it: its heading ("Fees and payment"), or where it has none
 * (an entry being added or edited) its breadcrumbs, the nearest first ("Add – Notices and circulars").
 */
function screenName(): string | undefined {
  const heading = document.querySelector("main h1")?.textContent?.trim();
  const trail = [...document.querySelectorAll('main nav[aria-label="Breadcrumbs"] li')].map((item) => item.textContent?.trim()).filter(Boolean);
  const name = heading || trail.reverse().join(" – ");
  return name ? `${name} – ` : undefined;
}

/**
 * The first Tab on a freshly loaded screen goes to the bar's first link. Keystatic's side menu
 * scrolls its current item into view as it appears, and Chromium (150 and later) starts the
 * keyboard's walk from whatever was last scrolled into view: the first Tab skipped the bar and the
 * menu's first item and landed on "Fees and payment". Scrolling the bar into view (it is in view:
 * nothing moves) puts the start back at the top, with no focus taken and nothing announced. Only
 * the first key, only when nothing has focus, and never once she has clicked: a click sets where
 * Tab starts, and that is hers to keep (docs/editor-accessibility.md).
 */
const bar = document.querySelector<HTMLElement>(".editor-bar");
if (bar) {
  const controller = new AbortController();
  const done = () => controller.abort();
  addEventListener("pointerdown", done, { capture: true, signal: controller.signal });
  addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab" && !event.shiftKey && document.activeElement === document.body) bar.scrollIntoView({ block: "nearest", inline: "nearest" });
      done();
    },
    { capture: true, signal: controller.signal },
  );
}

const stateLine = document.querySelector<HTMLElement>(".editor-state[data-state-url]");
if (stateLine) {
  const url = stateLine.dataset.stateUrl as string;
  const refreshSeconds = Number(stateLine.dataset.refreshSeconds ?? 0);
  const show = (line: EditorStateLine | undefined) => {
    const text = line?.text ?? "";
    if (stateLine.textContent !== text) stateLine.textContent = text;
    stateLine.dataset.tone = line?.tone ?? "neutral";
  };
  const read = async () => {
    try {
      const response = await fetch(url, { headers: { Accept: "application/json" }, cache: "no-store" });
      // 204: nothing to say; anything else but 200 (signed out, an error): the line stays as it was.
      if (response.status === 204) show(undefined);
      else if (response.ok) show((await response.json()) as EditorStateLine);
    } catch {
      // No answer (the editor stopped, the network is down): the line stays as it was.
    }
  };
  void read();
  if (refreshSeconds > 0) {
    setInterval(() => {
      if (document.visibilityState === "visible") void read();
    }, refreshSeconds * 1000);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") void read();
    });
  }
}

/**
 * A form of the shell's own pages that takes a while (Publish): once sent, its button says so and
 * a second press sends nothing more. The page works without this; it only spares a double press.
 */
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-busy-text]")) {
  form.addEventListener("submit", (event) => {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!button) return;
    if (button.getAttribute("aria-disabled") === "true") {
      event.preventDefault();
      return;
    }
    button.setAttribute("aria-disabled", "true");
    button.textContent = form.dataset.busyText ?? button.textContent;
  });
}
