import { serviceWorkerPath } from "../offline-pages";
import { formatLongDate } from "~/shared/long-date";
import { askServiceWorker, type KeptAnswer } from "./service-worker-registration";

/**
 * The button that keeps the fees and term dates on the phone (src/features/offline/keep-offline.tsx;
 * docs/site.md, Offline reading). Pressing it asks the service worker to download them (starting
 * the worker if the page has none, as with the data saver on), and the status line says what
 * happened, in the words the element carries. When the phone already keeps them, it says so from the start.
 */
export async function wireKeepOffline(root: HTMLElement): Promise<void> {
  const button = root.querySelector("button");
  const status = root.querySelector<HTMLElement>("[role=status]");
  if (!button || !status) return;
  if (!("serviceWorker" in navigator)) {
    // Nothing can be kept in this browser (or in a private window of some): no button that cannot work.
    root.hidden = true;
    return;
  }

  const say = (answer: KeptAnswer) => {
    if (answer.failed) status.textContent = root.dataset.failed ?? "";
    else if (answer.keptOn) status.textContent = (root.dataset.done ?? "").replace("{date}", formatLongDate(new Date(answer.keptOn)));
  };

  let busy = false;
  button.addEventListener("click", async () => {
    if (busy) return;
    busy = true;
    button.setAttribute("aria-disabled", "true");
    status.textContent = root.dataset.working ?? "";
    const answer = await askServiceWorker(serviceWorkerPath, "keep");
    say(answer.failed || answer.keptOn ? answer : { failed: true });
    button.removeAttribute("aria-disabled");
    busy = false;
  });

  // Already kept: said once the worker answers, unless the parent has pressed the button meanwhile.
  if (navigator.serviceWorker.controller) {
    const answer = await askServiceWorker(serviceWorkerPath, "kept");
    if (!busy && answer.keptOn) say(answer);
  }
}
