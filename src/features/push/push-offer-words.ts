/**
 * What the button for urgent notices says (src/features/push/push-offer.tsx), in a parent's words.
 * The first four, and `failed` (said when the button's script cannot be fetched), are in the page;
 * the rest only in the button's script, fetched when it is tapped
 * (src/features/push/browser/push-offer.ts), so they weigh nothing on a page nobody taps.
 */
export const pushStatusWords = {
  startLabel: "Get urgent notices on this phone",
  stopLabel: "Stop notices on this phone",
  onUrgent: "This phone gets the school's urgent notices.",
  onEvery: "This phone gets every notice the school posts.",
} as const;

/** Said after a tap, in the status line under the button. */
export const pushAnswerWords = {
  working: "Setting up notices on this phone…",
  stopping: "Stopping notices on this phone…",
  stopped: "Stopped: this phone gets no more notices from the school.",
  failed: "It did not work just now: try again when the phone has a connection.",
  iPhone: "On an iPhone, first add this site to the Home Screen (tap Share, then Add to Home Screen), open it from there and tap this button again.",
  noPush: "This browser cannot show the school's notices: open the site in Chrome, Firefox, Edge or Samsung Internet, or on an iPhone add it to the Home Screen.",
  refused: "Notifications are blocked for this site: allow them in the browser's settings for this site (tap the lock or the i beside the address), then tap this button again.",
  notAllowed: "Nothing was changed: tap the button again and choose Allow when the phone asks.",
} as const;
