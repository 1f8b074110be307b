import type { Plugin } from "vite";

/**
 * Vite's helper for `import()` (about 1 KB) is shared by the page's own script and a few modules
 * it loads later, so Rollup put it in a file of its own, which every page then fetched before its
 * script could run: one more request and one more round trip on a slow phone, on every page.
 * Here it is kept in the page's script instead. A module loaded later (the offline button, an
 * island) takes the helper from that script's file, which the browser already has and has already
 * run: a module runs once per page, whatever imports it.
 */
export function helperInPageScript(): Plugin {
  const pageScript = (id: string) => id.includes("/src/layouts/base-layout.astro?astro&type=script");
  return {
    name: "helper-in-page-script",
    apply: "build",
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: { manualChunks: (id: string) => (pageScript(id) || id.includes("vite/preload-helper") ? "page-script" : undefined) },
          },
        },
      };
    },
  };
}
