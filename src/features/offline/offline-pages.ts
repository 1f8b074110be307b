import type { RouteId } from "../../config/route-table";

/**
 * The pages a phone keeps once it has opened the site, readable with no connection (docs/site.md,
 * Offline reading): the fees, the term dates, how to find the school and the portals. The offline
 * page lists them; the service worker downloads them, with the stylesheet and the pages' script,
 * and fetches them again after each deploy (docs/decisions/010-offline-caching.md).
 */
export const offlinePages = ["fees", "grade7fee", "grade8fee", "grade9fee", "terms", "events", "location", "access"] as const satisfies readonly RouteId[];

/** Shown in place of a page the phone has not kept, when there is no connection. */
export const offlineFallbackPage: RouteId = "offline";

/** The service worker's address: at the top of the site, so it may serve every page. */
export const serviceWorkerPath = "/sw.js";

/** The web app manifest's address (what a phone shows when the site is added to the home screen). */
export const webAppManifestPath = "/manifest.webmanifest";
