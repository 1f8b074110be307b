import { htmlLang, type Language } from "../../../config/languages";
import { serviceWorkerPath } from "../../offline/offline-pages";
import { pushAnswerWords } from "../push-offer-words";
import { pushChoices, type PushChoice } from "../push-topics";
import { keyBytes, pushChangeEvent, pushChoiceKey, type PushOfferClientSettings } from "./push-choice";

/**
 * The button for urgent notices, once tapped (docs/site.md, Notices on this phone;
 * docs/decisions/055): subscribes this phone with the browser's push service and hands the
 * subscription to the school's server, or stops it; or says in one sentence why this phone
 * cannot, and what to do.
 */

type AnswerWords = { readonly [key in keyof typeof pushAnswerWords]: string };

/**
 * The button's answers in the page's language: a Kiswahili page gives its own in `data-answers`
 * (src/features/push/push-offer.tsx); an English page gives none and the script's English stand.
 * Only the keys the script says, and only words, are taken from the page.
 */
function answersOf(root: HTMLElement): AnswerWords {
  let given: Record<string, unknown> = {};
  try {
    given = JSON.parse(root.dataset.answers ?? "{}") as Record<string, unknown>;
  } catch {
    // Words the page garbled: the English ones.
  }
  const pick = (key: keyof typeof pushAnswerWords) => (typeof given[key] === "string" && given[key] ? (given[key] as string) : pushAnswerWords[key]);
  return Object.fromEntries((Object.keys(pushAnswerWords) as (keyof typeof pushAnswerWords)[]).map((key) => [key, pick(key)])) as AnswerWords;
}

function say(root: HTMLElement, words: string) {
  const status = root.querySelector<HTMLElement>("[role=status]");
  if (status) status.textContent = words;
}

/** An iPhone or iPad (iPadOS says it is a Mac, with a touch screen). */
function isIPhone(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

/** Opened from the Home Screen: the only place an iPhone lets a site send notifications. */
function fromHomeScreen(): boolean {
  return matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

function remember(choice: PushChoice | null) {
  try {
    if (choice) window.localStorage.setItem(pushChoiceKey, choice);
    else window.localStorage.removeItem(pushChoiceKey);
  } catch {
    // A phone that cannot remember shows the button as it was; the subscription holds all the same.
  }
  document.dispatchEvent(new Event(pushChangeEvent));
}

/** The service worker, started if the page has none yet (as with the data saver on): it shows the notices. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(serviceWorkerPath);
  return navigator.serviceWorker.ready;
}

function send(settings: PushOfferClientSettings, method: "POST" | "DELETE", body: unknown): Promise<Response> {
  return fetch(settings.subscriptionsUrl, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "omit" });
}

/** The page's language, as `<html lang>` says it: its messages come in it (Kiswahili from a /sw/ page), English otherwise. */
function pageLanguage(): Language {
  return document.documentElement.lang === htmlLang.sw ? "sw" : "en";
}

/** Subscribes this phone to what the parent chose. `asked`: the permission prompt the tap opened, if it did. */
export async function subscribeHere(root: HTMLElement, settings: PushOfferClientSettings, asked?: Promise<NotificationPermission>): Promise<void> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    say(root, isIPhone() && !fromHomeScreen() ? answersOf(root).iPhone : answersOf(root).noPush);
    return;
  }
  const permission = await (asked ?? Promise.resolve(Notification.permission));
  if (permission === "denied") return say(root, answersOf(root).refused);
  if (permission !== "granted") return say(root, answersOf(root).notAllowed);

  const checked = root.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value;
  const choice: PushChoice = checked === "every" ? "every" : "urgent";
  say(root, answersOf(root).working);
  try {
    const registration = await workerRegistration();
    const key = keyBytes(settings.publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Made with another key (the school made a new pair): it cannot carry the school's messages.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const response = await send(settings, "POST", { subscription: subscription.toJSON(), topics: pushChoices[choice], lang: pageLanguage() });
    if (!response.ok) throw new Error(`the school's server answered ${response.status}`);
    remember(choice);
  } catch {
    say(root, answersOf(root).failed);
  }
}

/** Stops notices on this phone: the school's server forgets it, and so does the browser's push service. */
export async function stopHere(root: HTMLElement, settings: PushOfferClientSettings): Promise<void> {
  say(root, answersOf(root).stopping);
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      // Even if the server cannot be reached now, the browser forgets it: the next message the
      // server sends is refused by the push service (410), and the server then forgets it too.
      await send(settings, "DELETE", { endpoint: subscription.endpoint }).catch(() => undefined);
      await subscription.unsubscribe();
    }
  } catch {
    // Nothing held on this phone any more, or nothing to forget: stopped either way.
  }
  remember(null);
  say(root, answersOf(root).stopped);
}
