import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import { checkContent } from "./content-check";
import { finishingSteps, type FinishingState } from "./finishing-steps";

/**
 * The site's own build steps, in Astro's hooks: the content check (every link and photo slot
 * of src/content, before anything is built), the `client:settled` directive for islands, and,
 * once every page is written, the finishing steps in their order (src/integrations/finishing-steps.ts):
 * the pages' rewrites, the share images, the offline app, the search index, the CSP hashes,
 * sitemap.xml and robots.txt, the compressed copies, the manifest the production server reads and
 * the deploy files.
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
        const state: FinishingState = { clientDir: fileURLToPath(dir) };
        const started = performance.now();
        // One at a time, in the list's order: a step reads what the ones before it wrote.
        for (const step of finishingSteps) {
          const stepStarted = performance.now();
          const result = await step.run(state);
          logger.info(`${step.name}: ${result} (${Math.round(performance.now() - stepStarted)} ms)`);
        }
        logger.info(`${finishingSteps.length} finishing steps done in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
