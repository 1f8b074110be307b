/**
 * The little script every page runs: it adds behaviour to HTML made at build. The menus and
 * the scroll-to-top button are on every page; the rest is fetched only by pages that have the
 * part it serves (the carousels, the good-luck banner, the results dashboards, the map, today's
 * date, the button that keeps the fees and term dates offline, the payment numbers' Copy buttons).
 * Interactive widgets that draw new things as they are used (the STEM chooser, the calculator,
 * search) are React islands instead (src/islands/).
 */
import { wireDropdownMenus } from "../../features/navigation/browser/dropdown-menus";
import { wireHeaderSearch } from "../../features/search/browser/header-search";
import { wireMobileMenu } from "../../features/navigation/browser/mobile-menu";
import { showPromoDialog } from "../../features/home/browser/promo-dialog";
import { wireScrollToTop } from "../../features/navigation/browser/scroll-to-top";
import { wireSiteAlert } from "../../features/alert/browser/site-alert";
import { registerServiceWorker } from "../../features/offline/browser/service-worker-registration";
import { wireLinkPrefetch } from "../../features/navigation/browser/link-prefetch";
import { serviceWorkerPath } from "../../features/offline/offline-pages";
import { connectionOf } from "~/shared/browser/connection";
import { wirePushOffer } from "../../features/push/browser/push-offer-glue";
import type { PushOfferClientSettings } from "../../features/push/browser/push-choice";

/**
 * Written in at build (astro.config.ts, from src/features/push/push-offer-settings.build.ts): what
 * the button for urgent notices needs, or null in a build without it, which then has none of its
 * lines (docs/decisions/055).
 */
declare const __PUSH_OFFER__: PushOfferClientSettings | null;

/**
 * Lets the browser paint and answer input between the parts below: each part is a short task of
 * its own rather than one long one on a slow phone (docs/decisions/017-script-after-first-paint.md).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The widgets a page may have, each found by its mark and moved by a few lines of its own that
 * are fetched only by the pages that have it.
 */
const widgets: [selector: string, wire: (root: HTMLElement) => Promise<void>][] = [
  ["[data-home-carousel]", (root) => import("../../features/carousel/browser/home-carousel").then(({ wireHomeCarousel }) => wireHomeCarousel(root))],
  ["[data-good-luck-banner]", (root) => import("../../features/good-luck-banner/browser/good-luck-banner").then(({ wireGoodLuckBanner }) => wireGoodLuckBanner(root))],
  ["[data-photo-carousel]", (root) => import("../../features/carousel/browser/photo-carousel").then(({ wirePhotoCarousel }) => wirePhotoCarousel(root))],
  ["[data-dashboard-gallery]", (root) => import("../../features/results/browser/dashboard-gallery").then(({ wireDashboardGallery }) => wireDashboardGallery(root))],
  ["[data-school-map]", (root) => import("../../features/location/browser/school-map").then(({ wireSchoolMap }) => wireSchoolMap(root))],
  // Likewise the Copy buttons beside the payment numbers: the numbers stay, selectable.
  [
    "[data-payment-details]",
    (root) =>
      import("../../features/fees/browser/copy-buttons").then(
        ({ wireCopyButtons }) => wireCopyButtons(root),
        () => root.querySelectorAll<HTMLElement>("[data-copy]").forEach((button) => (button.hidden = true)),
      ),
  ],
  // Offline, on the offline page, its few lines may not be on the phone: then no button that cannot work.
  [
    "[data-keep-offline]",
    (root) => {
      // Not even asked for with no network: WebKit remembers a module that failed to load for the
      // rest of the tab, and the button then stayed hidden on every page once the network was back
      // (docs/decisions/040-one-fee-deploy-costs-the-fee.md). Nothing can be kept offline anyway.
      if (!navigator.onLine || shownInPlaceOfAnotherPage()) {
        root.hidden = true;
        return Promise.resolve();
      }
      return import("../../features/offline/browser/keep-offline").then(
        ({ wireKeepOffline }) => wireKeepOffline(root),
        () => void (root.hidden = true),
      );
    },
  ],
];

/**
 * Whether this page is the offline page the service worker shows in place of a page the phone has
 * not kept, for want of a network: its canonical address is not the one it is read at.
 */
function shownInPlaceOfAnotherPage(): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical !== undefined && new URL(canonical).pathname !== location.pathname;
}

async function enhance() {
  // The school's alert first: it is at the top of the page, and its few lines are part of this
  // script rather than fetched after it (a request of its own costs a phone about 1 KB of headers
  // for 0.4 KB of script; docs/decisions/038-alert-banner.md).
  const alert = document.querySelector<HTMLElement>("[data-site-alert]");
  if (alert) wireSiteAlert(alert);
  // First what a visitor reaches for: the menus, the header's search, the print buttons.
  const desktop = document.querySelector<HTMLElement>("[data-desktop-menus]");
  if (desktop) wireDropdownMenus(desktop);
  const mobile = document.querySelector<HTMLElement>("[data-mobile-menu]");
  if (mobile) wireMobileMenu(mobile);
  const headerSearch = document.querySelector<HTMLDetailsElement>("details[data-header-search]");
  if (headerSearch) wireHeaderSearch(headerSearch);
  const toTop = document.querySelector<HTMLButtonElement>("[data-scroll-to-top]");
  if (toTop) wireScrollToTop(toTop);
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-print]")) {
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }
  // The button for urgent notices, in a build that offers it: its state now, its script when tapped.
  if (__PUSH_OFFER__) for (const offer of document.querySelectorAll<HTMLElement>("[data-push-offer]")) wirePushOffer(offer, __PUSH_OFFER__);

  // The pop-up's code is part of this script, not fetched after it: a second request would hold
  // it back by a round trip. It lays the whole page out again (the rest becomes inert), so it
  // gets a task of its own.
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-promo-dialog]");
  if (dialog) {
    await nextTask();
    showPromoDialog(dialog);
  }

  const pending = widgets.flatMap(([selector, wire]) => {
    const root = document.querySelector<HTMLElement>(selector);
    return root ? [wire(root)] : [];
  });
  const today = document.querySelectorAll<HTMLElement>("[data-today]");
  if (today.length > 0) pending.push(import("../../features/page-content/browser/todays-date").then(({ showTodaysDate }) => today.forEach(showTodaysDate)));
  await Promise.allSettled(pending);

  // Tells browser tests (and anyone curious) that the page's own behaviour is wired.
  document.documentElement.dataset.enhanced = "true";
}

void enhance();

// Links between pages are plain links; the next page is fetched when a pointer rests on a link or
// focus reaches it, so it opens at once; not on 2G, nor with the data saver on: nothing is fetched
// before the parent asks for it (docs/decisions/031-offline-pages-when-asked.md).
wireLinkPrefetch(connectionOf(navigator));

// Offline reading (docs/site.md): the worker starts after the page's load event, in the built site
// only, and not with the data saver on.
if (import.meta.env.PROD) registerServiceWorker(serviceWorkerPath);
