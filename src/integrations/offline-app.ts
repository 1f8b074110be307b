import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync } from "node:zlib";
import sharp from "sharp";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { brandColours } from "../config/brand";
import { offlineFallbackPage, offlinePages, serviceWorkerPath, webAppManifestPath } from "../config/offline";
import { pathOf } from "../config/route-table";
import { pageFileOf } from "../lib/page-file";
import { appIcons, webAppManifest, type AppIcon } from "../lib/web-app-manifest";

/**
 * The site as an app a phone keeps (docs/site.md, Offline reading; docs/decisions/010-offline-caching.md):
 * the web app manifest and its icons, drawn from public/favicon.svg, and the service worker,
 * bundled from src/service-worker/ and given the list of files to keep by Workbox.
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

async function writeWebAppManifest(clientDir: string): Promise<void> {
  const favicon = readFileSync(join(clientDir, "favicon.svg"));
  for (const icon of appIcons) writeFileSync(join(clientDir, icon.path), await drawIcon(favicon, icon));
  writeFileSync(join(clientDir, webAppManifestPath), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
}

/**
 * The files a kept page needs besides itself: the stylesheets and scripts its HTML names, and the
 * modules those scripts import (Vite names them `./<name>.<hash>.js`), so that a kept page works
 * offline as it does online. Photos are left out: they would cost a parent more data than the
 * pages themselves, and every photo has its words beside it.
 */
export function shellFiles(pages: readonly string[], readAsset: (name: string) => string): string[] {
  const found = new Set<string>();
  const queue = pages.flatMap((html) => [...html.matchAll(/\/assets\/([\w.-]+\.(?:js|css))\b/g)].map((match) => match[1]!));
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (found.has(name)) continue;
    found.add(name);
    if (name.endsWith(".js")) queue.push(...[...readAsset(name).matchAll(/["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1]!));
  }
  return [...found].sort().map((name) => `assets/${name}`);
}

/** A built file's address: `fees.html` is the page `/fees`, `index.html` is `/`. */
export function addressOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.endsWith(".html") ? file.slice(0, -".html".length) : file}`;
}

async function writeServiceWorker(clientDir: string): Promise<{ count: number; bytes: number; brotliBytes: number }> {
  const keptPages = [...offlinePages, offlineFallbackPage].map((id) => pageFileOf(pathOf(id)));
  const shell = shellFiles(
    keptPages.map((file) => readFileSync(join(clientDir, file), "utf8")),
    (name) => readFileSync(join(clientDir, "assets", name), "utf8"),
  );
  const swFile = join(clientDir, serviceWorkerPath);

  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production"), OFFLINE_PAGE_PATH: JSON.stringify(pathOf(offlineFallbackPage)) },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL("../service-worker/service-worker.ts", import.meta.url)),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => serviceWorkerPath.slice(1),
      },
    },
  });

  const keptFiles = [...keptPages, ...shell, "favicon.svg"];
  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: clientDir,
    globPatterns: keptFiles,
    // Pages are kept under their addresses, so each is served with its own headers; hashed assets
    // need no revision, their names change when they do.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) =>
          entry.url.startsWith("assets/") ? { ...entry, url: addressOf(entry.url), revision: null } : { ...entry, url: addressOf(entry.url) },
        ),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("; ")}`);
  if (count !== keptFiles.length) throw new Error(`service worker: ${keptFiles.length} files to keep, ${count} found in the build`);
  const brotliBytes = keptFiles.reduce((sum, file) => sum + brotliCompressSync(readFileSync(join(clientDir, file))).length, 0);
  return { count, bytes: size, brotliBytes };
}

/** Writes the manifest, its icons and the service worker; returns a line for the build log. */
export async function writeOfflineApp(clientDir: string): Promise<string> {
  await writeWebAppManifest(clientDir);
  const kept = await writeServiceWorker(clientDir);
  const worker = statSync(join(clientDir, serviceWorkerPath)).size;
  return (
    `offline: manifest and ${appIcons.length} icons; ${serviceWorkerPath} (${Math.round(worker / 1024)} KB) keeps ${kept.count} files, ` +
    `${Math.round(kept.bytes / 1024)} KB (${Math.round(kept.brotliBytes / 1024)} KB over the network, brotli)`
  );
}
