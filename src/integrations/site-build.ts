import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { finishBuild } from "./finish-build";

/**
 * The site's own build steps, in Astro's hooks: the `client:settled` directive for islands,
 * and, once every page is written, the CSP hashes, sitemap.xml, robots.txt, compression and
 * the manifest the production server reads (src/integrations/finish-build.ts).
 */
export function siteBuild(): AstroIntegration {
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "settled", entrypoint: fileURLToPath(new URL("../islands/settled-directive.ts", import.meta.url)) });
      },
      "astro:build:done": ({ dir, logger }) => {
        const manifest = finishBuild(fileURLToPath(dir));
        logger.info(`${Object.keys(manifest.csp).length} pages hashed for CSP, output precompressed (br, gz), site-manifest.json written`);
      },
    },
  };
}
