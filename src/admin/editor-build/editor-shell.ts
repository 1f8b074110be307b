import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";
import type { EditorShellSettings } from "../shell/editor-shell-settings";

/**
 * The web admin's editor with a page of ours around it, in both modes (docs/decisions/053): Keystatic
 * (its integration, run here) with its page's route, /keystatic/[...params], taken by
 * src/admin/shell/editor-page.astro, which gives every editor page `lang`, a title and the editor's
 * bar; and the shell's own pages (`settings.routes`) under /keystatic/, rendered on request. Used in
 * place of `keystatic()` by astro.config.ts (local mode, `npm run admin`) and astro.admin.config.ts
 * (GitHub mode): without the editor, none of these addresses exists.
 */

/** The route of Keystatic's page, as @keystatic/astro injects it. */
export const keystaticPagePattern = "/keystatic/[...params]";
const shellPage = fileURLToPath(new URL("../shell/editor-page.astro", import.meta.url));
const virtualId = "virtual:editor-shell";

export function editorShell(settings: EditorShellSettings): AstroIntegration {
  const keystaticIntegration = keystatic();
  const keystaticSetup = keystaticIntegration.hooks["astro:config:setup"];
  if (!keystaticSetup) throw new Error("@keystatic/astro no longer sets up its routes in astro:config:setup: src/admin/editor-build/editor-shell.ts must follow it");
  for (const route of settings.routes) {
    if (!/^\/keystatic\/[\w/-]+$/.test(route.pattern)) throw new Error(`The editor's own route ${route.pattern} must be a static address under /keystatic/, so it wins over Keystatic's ${keystaticPagePattern}`);
  }
  return {
    name: "editor-shell",
    hooks: {
      "astro:config:setup": async (options) => {
        let pageTaken = false;
        await keystaticSetup({
          ...options,
          injectRoute(route) {
            if (route.pattern !== keystaticPagePattern) return options.injectRoute(route);
            pageTaken = true;
            options.injectRoute({ ...route, entrypoint: shellPage });
          },
        });
        // Keystatic changed how it adds its page: its page would be served bare, with no title or language.
        if (!pageTaken) throw new Error(`@keystatic/astro no longer injects ${keystaticPagePattern}: src/admin/editor-build/editor-shell.ts must follow it`);
        for (const route of settings.routes) options.injectRoute({ pattern: route.pattern, entrypoint: route.entrypoint, prerender: false });

        const module = `export const settings = ${JSON.stringify(settings)};\nexport const projectRoot = ${JSON.stringify(fileURLToPath(options.config.root))};\n`;
        options.updateConfig({
          vite: {
            plugins: [
              {
                name: "editor-shell-settings",
                resolveId: (id) => (id === virtualId ? `\0${virtualId}` : null),
                load: (id) => (id === `\0${virtualId}` ? module : null),
              },
            ],
          },
        });
      },
    },
  };
}
