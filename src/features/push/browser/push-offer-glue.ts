/**
 * The few lines of the button for urgent notices that are part of every page's script, in a build
 * that offers it (src/layouts/browser/page-enhancements.ts; docs/decisions/055): they show whether
 * this phone already gets notices, from what it remembers, and fetch the button's own script
 * (./push-offer.ts) only when the button is tapped. No request, and no permission asked, before.
 */
import { pushChangeEvent, subscribedChoice, type PushOfferClientSettings } from "./push-choice";

export function wirePushOffer(root: HTMLElement, settings: PushOfferClientSettings): void {
  const button = root.querySelector("button");
  const status = root.querySelector<HTMLElement>("[role=status]");
  const choice = root.querySelector<HTMLElement>("[data-push-choice]");
  if (!button || !status || !choice) return;
  const startLabel = button.textContent ?? "";

  const show = () => {
    const subscribed = subscribedChoice();
    choice.hidden = subscribed !== null;
    button.textContent = subscribed === null ? startLabel : (root.dataset.stop ?? "");
    status.textContent = subscribed === null ? "" : ((subscribed === "every" ? root.dataset.onEvery : root.dataset.onUrgent) ?? "");
  };
  show();
  document.addEventListener(pushChangeEvent, show);

  let busy = false;
  button.addEventListener("click", () => {
    if (busy) return;
    // No network: nothing can be subscribed, and WebKit would remember the script's failed
    // download for the rest of the tab (docs/decisions/040).
    if (!navigator.onLine) {
      status.textContent = root.dataset.failed ?? "";
      return;
    }
    busy = true;
    button.setAttribute("aria-disabled", "true");
    const stopping = subscribedChoice() !== null;
    // The permission prompt opens now, on the tap, while it still counts as the parent's: a
    // browser refuses one asked later, once the script has come over a slow connection.
    const asked =
      !stopping && "Notification" in window && "PushManager" in window && Notification.permission === "default" ? Notification.requestPermission() : undefined;
    import("./push-offer")
      .then(({ subscribeHere, stopHere }) => (stopping ? stopHere(root, settings) : subscribeHere(root, settings, asked)))
      .catch(() => {
        status.textContent = root.dataset.failed ?? "";
      })
      .finally(() => {
        busy = false;
        button.removeAttribute("aria-disabled");
      });
  });
}
