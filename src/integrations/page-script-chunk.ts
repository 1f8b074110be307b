import type { Plugin } from "vite";

/** The module every page's script imports (src/layouts/base-layout.astro): the site's own file. */
const pageEnhancements = "/src/layouts/browser/page-enhancements.ts";

/**
 * Vite's helper for `import()` (about 1 KB) is shared by the page's own script and a few modules
 * it loads later, so the bundler puts it in a file of its own, which every page then fetched before
 * its script could run: one more request and one more round trip on a slow phone, on every page.
 * Here it is kept in the page's script instead. A module loaded later (the offline button, an
 * island) takes the helper from that script's file, which the browser already has and has already
 * run: a module runs once per page, whatever imports it.
 *
 * The page's script is found through the bundler's public module graph: it is the entry that
 * imports src/layouts/browser/page-enhancements.ts. Astro 7 builds the browser's code in Vite's
 * `client` environment, so the option is set there (docs/decisions/043, 044).
 */
export function helperInPageScript(): Plugin {
  return {
    name: "helper-in-page-script",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              manualChunks(id, { getModuleInfo }) {
                if (id.includes("vite/preload-helper")) return "page-script";
                const module = getModuleInfo(id);
                if (module?.isEntry && module.importedIds.some((imported) => imported.endsWith(pageEnhancements))) return "page-script";
                return undefined;
              },
            },
          },
        },
      };
    },
  };
}
