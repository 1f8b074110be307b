import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { build } from "vite";
import { brandColours } from "../config/brand";
import { offlineFallbackPage, offlinePages, serviceWorkerPath, webAppManifestPath } from "../features/offline/offline-pages";
import { revalidatedFilePaths } from "../config/published-files";
import { pathOf } from "../config/route-table";
import { aboutSize, downloadSizeMark, writeDownloadSize } from "../features/offline/download-size";
import { pageFileOf } from "../features/page-content/page-file";
import { revisionOf } from "../features/offline/file-revision.build";
import { appIcons, webAppManifest, type AppIcon } from "../features/offline/web-app-manifest";
import { pushOffer } from "../features/push/push-offer-settings.build";
import { brotliBytes } from "./compressed-copies";
import { securityHeaders } from "./deploy-rules";

/**
 * The site as an app a phone keeps (docs/site.md, Offline reading; docs/decisions/010-offline-caching.md):
 * the web app manifest and its icons, drawn from public/favicon.svg, and the service worker,
 * bundled from src/features/offline/browser/service-worker.ts with the files it keeps and their revisions written in
 * (docs/decisions/031-offline-pages-when-asked.md).
 */

async function drawIcon(favicon: Buffer, icon: AppIcon): Promise<Buffer> {
  // The SVG is drawn at the size it is wanted, never enlarged from a small bitmap.
  const drawn = (size: number) => sharp(favicon, { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();
  if (icon.purpose === "any") return drawn(icon.size);
  // A maskable icon keeps its emblem inside the middle 80% (the circle a phone may cut it to).
  const inner = Math.round(icon.size * 0.8);
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: brandColours.green } })
    .composite([{ input: await drawn(inner), gravity: "centre" }])
    .png()
    .toBuffer();
}

/** Writes the web app manifest and its icons; returns a line for the build log. */
export async function writeWebAppManifest(clientDir: string): Promise<string> {
  const favicon = readFileSync(join(clientDir, "favicon.svg"));
  for (const icon of appIcons) writeFileSync(join(clientDir, icon.path), await drawIcon(favicon, icon));
  writeFileSync(join(clientDir, webAppManifestPath), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
  return `${webAppManifestPath} and ${appIcons.length} icons`;
}

/** A file the worker keeps: its address and, for one whose name carries no hash, its content's hash. */
export interface OfflineFile {
  url: string;
  revision?: string;
}

/**
 * The stylesheets and scripts a page names itself (`<link href>`, `<script src>`), by their
 * names under assets/. Not its islands' scripts (`component-url`, `renderer-url`): those are
 * fetched when an island is used, and React alone would cost more than the pages.
 */
export function namedFiles(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)="\/assets\/([\w.-]+\.(?:js|css))"/g)].map((match) => match[1]!);
}

/**
 * The modules a script needs to run (`import … from "./<name>.<hash>.js"`, as Vite names them).
 * Not those it loads only when the page has the part they serve (`import("./…")`): offline, those
 * parts (the map, the carousels) have nothing to show, and each file costs a parent a round trip.
 */
export function importedModules(script: string): string[] {
  return [...script.matchAll(/\b(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1]!);
}

/**
 * The files pages need besides themselves, as build-relative paths: what they name, and every
 * module those need (see `importedModules`), once each. Photos are left out: they would cost a
 * parent more data than the pages, and every photo has its words beside it.
 */
export function shellFiles(pages: readonly string[], readAsset: (name: string) => string): string[] {
  const found = new Set<string>();
  const queue = pages.flatMap(namedFiles);
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (found.has(name)) continue;
    found.add(name);
    if (name.endsWith(".js")) queue.push(...importedModules(readAsset(name)));
  }
  return [...found].sort().map((name) => `assets/${name}`);
}

/** A built file's address: `fees.html` is the page `/fees`, `index.html` is `/`. */
export function addressOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.endsWith(".html") ? file.slice(0, -".html".length) : file}`;
}

/** What a file costs over the network: its size brotli-compressed as the build serves it. */
function wireBytes(clientDir: string, file: string): number {
  return brotliBytes(readFileSync(join(clientDir, file)));
}

/**
 * The least each answer's headers cost: the security headers every answer carries. A page's own
 * policy, its type, its cache rule and the rest come on top. Counted, so the size the button shows
 * is not less than what pressing it downloads: files alone, it said 'about 70 KB' for 73.2 KiB
 * (npm run bench:bytes, 2026-11-25).
 */
const leastHeaderBytes = Object.entries(securityHeaders).reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);

/** The two lists the worker keeps, as build-relative files. */
function offlineFileSets(clientDir: string) {
  const read = (file: string) => readFileSync(join(clientDir, file), "utf8");
  const readAsset = (name: string) => read(join("assets", name));
  const offlinePage = pageFileOf(pathOf(offlineFallbackPage));
  const keptPages = [...offlinePages.map((id) => pageFileOf(pathOf(id))), offlinePage];
  return {
    // At the first visit: the offline page and the stylesheet and script it names (already in the
    // browser's cache from the page read, as every page names the same).
    fallback: [offlinePage, ...shellFiles([read(offlinePage)], readAsset)],
    // On request: the pages, and what they need to show (the same stylesheet and script, again
    // most likely in the browser's cache), and the fee calculator's figures (/fee-table.json),
    // for a phone that has the calculator's own script from a visit.
    kept: [...keptPages, ...revalidatedFilePaths.map((path) => path.slice(1)), ...shellFiles(keptPages.map(read), readAsset)],
  };
}

/**
 * Writes into each page that has the button to keep the pages what pressing it there downloads
 * ('about 60 KB'): every file kept on request but the ones that page already brought (itself, its
 * stylesheet and its script). The figure is in the pages it measures, so it is measured again
 * until it holds. Returns the pages and their figures.
 */
function settleDownloadSizes(clientDir: string): Map<string, string> {
  const pages = filesUnderClient(clientDir).filter((file) => readFileSync(join(clientDir, file), "utf8").includes(downloadSizeMark));
  const written = new Map<string, string>();
  for (let round = 0; round < 4; round++) {
    const { kept } = offlineFileSets(clientDir);
    const bytes = new Map(kept.map((file) => [file, wireBytes(clientDir, file) + leastHeaderBytes]));
    let changed = false;
    for (const page of pages) {
      const html = readFileSync(join(clientDir, page), "utf8");
      const brought = new Set([page, ...shellFiles([html], (name) => readFileSync(join(clientDir, "assets", name), "utf8"))]);
      const size = aboutSize(kept.filter((file) => !brought.has(file)).reduce((sum, file) => sum + bytes.get(file)!, 0));
      if (written.get(page) === size) continue;
      writeFileSync(join(clientDir, page), writeDownloadSize(html, size));
      written.set(page, size);
      changed = true;
    }
    if (!changed) return written;
  }
  throw new Error("offline: the download size written into the pages does not settle");
}

function filesUnderClient(clientDir: string): string[] {
  return readdirSync(clientDir).filter((file) => file.endsWith(".html"));
}

function listed(clientDir: string, files: readonly string[]): OfflineFile[] {
  // Pages are kept under their addresses (`/fees`), so each is served with its own headers;
  // hashed assets need no revision: their names change when they do.
  return files.map((file) => (file.startsWith("assets/") ? { url: addressOf(file) } : { url: addressOf(file), revision: revisionOf(readFileSync(join(clientDir, file))) }));
}

/** Writes the download sizes into the pages (see `settleDownloadSizes`); returns a line for the build log. */
export function writeDownloadSizes(clientDir: string): string {
  const sizes = settleDownloadSizes(clientDir);
  return `the button says ${[...new Set(sizes.values())].join(", ")} on ${sizes.size} pages`;
}

/**
 * Bundles the service worker with the files it keeps and their revisions written in. A page's
 * revision is the hash of its bytes, so this runs once nothing writes into the pages any more
 * (src/integrations/finishing-steps.ts). Returns a line for the build log.
 */
export async function writeServiceWorker(clientDir: string): Promise<string> {
  const sets = offlineFileSets(clientDir);
  const files = { fallback: listed(clientDir, sets.fallback), kept: listed(clientDir, sets.kept) };

  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      OFFLINE_FILES: JSON.stringify(files),
      OFFLINE_PAGE_PATH: JSON.stringify(pathOf(offlineFallbackPage)),
      PUSH_MESSAGES: JSON.stringify(
        pushOffer ? { noticesPath: pathOf("notices"), icon: appIcons[0]!.path, publicKey: pushOffer.publicKey, subscriptionsUrl: pushOffer.subscriptionsUrl } : false,
      ),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL("../features/offline/browser/service-worker.ts", import.meta.url)),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => serviceWorkerPath.slice(1),
      },
    },
  });

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = (list: readonly string[]) => kib(list.reduce((sum, file) => sum + wireBytes(clientDir, file), 0));
  return (
    `${serviceWorkerPath} ${kib(wireBytes(clientDir, serviceWorkerPath.slice(1)))} brotli, ` +
    `keeps ${sets.fallback.length} files at the first visit (${total(sets.fallback)}, the offline page and what it names) and ` +
    `${sets.kept.length} on request (${total(sets.kept)})`
  );
}
