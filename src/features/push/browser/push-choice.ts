/**
 * What a phone remembers of the button for urgent notices, shared by the page's few lines
 * (./push-offer-glue.ts) and the button's script (./push-offer.ts).
 */

/** What the button's script needs: the school's public key and where to subscribe. */
export interface PushOfferClientSettings {
  readonly publicKey: string;
  readonly subscriptionsUrl: string;
}

/** What this phone subscribed to, remembered in local storage: "urgent" or "every". */
export const pushChoiceKey = "school-notices-on-this-phone";
/** Sent on the document when the phone subscribes or stops, so every button on the page says so. */
export const pushChangeEvent = "school-notices-change";

/** The phone's choice while its notifications are allowed, else none (permission taken back, storage cleared). */
export function subscribedChoice(): string | null {
  try {
    const choice = window.localStorage.getItem(pushChoiceKey);
    return choice && "Notification" in window && Notification.permission === "granted" ? choice : null;
  } catch {
    return null;
  }
}

/** The school's public key as the browser takes it (applicationServerKey): bytes, from base64url. */
export function keyBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const text = atob(publicKey.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}
