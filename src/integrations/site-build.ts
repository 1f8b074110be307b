import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { checkContent } from "./content-check";
import { finishBuild } from "./finish-build";

/**
 * The site's own build steps, in Astro's hooks: the content check (every link and photo slot
 * of src/content, before anything is built), the `client:settled` directive for islands, and,
 * once every page is written, the CSP hashes, sitemap.xml, robots.txt, compression and the
 * manifest the production server reads (src/integrations/finish-build.ts).
 */
export function siteBuild(): AstroIntegration {
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective, config, logger }) => {
        const root = fileURLToPath(config.root);
        const checked = checkContent(fileURLToPath(new URL("content/", config.srcDir)), fileURLToPath(new URL("assets/photos/", config.srcDir)), root);
        logger.info(`content check: ${checked} files, every link and photo slot found`);
        addClientDirective({ name: "settled", entrypoint: fileURLToPath(new URL("../islands/settled-directive.ts", import.meta.url)) });
      },
      "astro:build:done": ({ dir, logger }) => {
        const manifest = finishBuild(fileURLToPath(dir));
        logger.info(`${Object.keys(manifest.csp).length} pages hashed for CSP, output precompressed (br, gz), site-manifest.json written`);
      },
    },
  };
}
