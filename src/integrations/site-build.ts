import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { writeCompressedCopies } from "./compressed-copies";
import { checkContent } from "./content-check";
import { writeDeployFiles } from "./deploy-files";
import { checkBuiltFiles, pagePolicies, writeSiteManifest, writeSitemapAndRobots } from "./finish-build";
import { writeDownloadSizes, writeServiceWorker, writeWebAppManifest } from "./offline-app";
import { filesUnder, rewritePages } from "./files-under";
import { withWholePagePaint } from "./paint-whole-page";
import { withPortableIslandIds } from "./portable-island-ids";
import { withScriptsAfterFirstPaint } from "./script-after-first-paint";
import { writeSearchIndex } from "./search-index";
import { writeShareImages } from "./share-images";

/**
 * The site's own build steps, in Astro's hooks: the content check (every link and photo slot
 * of src/content, before anything is built), the `client:settled` directive for islands, and,
 * once every page is written, each page's script held until its first paint and its first paint held until it is whole, the CSP hashes, sitemap.xml, robots.txt, compression and the
 * manifest the production server reads (src/integrations/finish-build.ts).
 */
export function siteBuild(): AstroIntegration {
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective, config, logger }) => {
        const root = fileURLToPath(config.root);
        const checked = checkContent(fileURLToPath(new URL("content/", config.srcDir)), fileURLToPath(new URL("data/photos.json", config.srcDir)), root);
        logger.info(`content check: ${checked} files, every link and photo slot found`);
        addClientDirective({ name: "settled", entrypoint: fileURLToPath(new URL("../islands/settled-directive.ts", import.meta.url)) });
      },
      "astro:build:done": async ({ dir, logger }) => {
        // First, as every later step reads the pages, in one pass over them: each page's script
        // waits for its first paint, the first paint waits until the page is whole, and islands
        // are named the same whatever folder the site is built in.
        const rewritten = rewritePages(fileURLToPath(dir), (html) => withPortableIslandIds(withWholePagePaint(withScriptsAfterFirstPaint(html))));
        logger.info(`${rewritten} pages start their script after the first paint and paint once, whole`);
        // Before finishBuild, which precompresses the output: the share images, the offline app (its
        // manifest and service worker) and the search's script and index with it. The download
        // sizes are written into the pages before the worker hashes them, and before finishBuild.
        logger.info(await writeShareImages(fileURLToPath(dir)));
        logger.info(`offline: ${await writeWebAppManifest(fileURLToPath(dir))}`);
        logger.info(`offline: ${writeDownloadSizes(fileURLToPath(dir))}`);
        logger.info(`offline: ${await writeServiceWorker(fileURLToPath(dir))}`);
        logger.info(await writeSearchIndex(fileURLToPath(dir)));
        logger.info(writeSitemapAndRobots(fileURLToPath(dir)));
        // From the pages as published: after every step that writes into them.
        const csp = pagePolicies(fileURLToPath(dir));
        logger.info(`${Object.keys(csp).length} pages hashed for CSP`);
        // After every step that writes a file of the site.
        let compressed = 0;
        for (const file of filesUnder(fileURLToPath(dir))) if (writeCompressedCopies(file)) compressed++;
        logger.info(`${compressed} files precompressed (br, gz)`);
        logger.info(checkBuiltFiles(fileURLToPath(dir)));
        const manifest = writeSiteManifest(fileURLToPath(dir), csp);
        logger.info(`site-manifest.json written; deploy files for nginx and static hosts written: ${writeDeployFiles(fileURLToPath(dir), manifest).join(", ")}`);
      },
    },
  };
}
