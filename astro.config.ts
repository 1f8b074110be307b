import { unified } from "@astrojs/markdown-remark";
import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { site } from "./src/config/site";
import { pushOffer } from "./src/features/push/push-offer-settings.build";
import { validateContent } from "./src/facts/validate-content.build";
import { editorShell } from "./src/admin/editor-build/editor-shell";
import { localEditorShell } from "./src/admin/editor-build/editor-shells";
import { helperInPageScript } from "./src/integrations/page-script-chunk";
import { siteBuild } from "./src/integrations/site-build";
import { rehypePageStructure } from "./src/markdown/rehype-page-structure";
import { remarkLeftOutComponents } from "./src/markdown/remark-left-out-components";
import { remarkSharedPassages } from "./src/markdown/remark-shared-passages";

// A wrong fee, date or e-mail in src/data/ stops the build here, with the file and the field
// named, instead of shipping a broken page.
validateContent();

const buildDir = process.env.BUILD_DIR ?? "build";

// The web admin's editor (/keystatic) runs only where `npm run admin` asks for it (scripts/admin.ts):
// its pages render on request, so the public build, `npm start` and every deploy file never carry
// it (docs/decisions/023). Keystatic comes inside the editor's shell: a title, a language and the
// bar with the Publish page (docs/decisions/053).
const withEditor = process.env.SITE_EDITOR === "local";

export default defineConfig({
  site: site.siteOrigin,
  // Every page is HTML made at build; nothing renders at request time.
  output: "static",
  outDir: `${buildDir}/client`,
  // One cache (optimised images, content store) per build directory, so two builds can run at once.
  cacheDir: `./node_modules/.astro/${buildDir}`,
  // `/fees` is written as fees.html: what nginx, Netlify and Cloudflare Pages all serve for
  // `/fees` without a redirect to `/fees/` (docs/decisions/007).
  build: { format: "file", assets: "assets" },
  trailingSlash: "never",
  integrations: [react(), mdx(), siteBuild(), ...(withEditor ? [editorShell(localEditorShell)] : [])],
  // Words come out exactly as the content files write them: no curly quotes or dashes put in for straight ones.
  // A passage two pages show is written once, in src/content/shared/ (docs/content.md).
  // The pipeline is remark and rehype (unified), as the two plugins here are written for it: Astro 7's
  // default Markdown processor (Sätteri) takes plugins of its own kind (docs/decisions/044).
  markdown: {
    processor: unified({
      // Words about notices on phones are left out of a build that does not offer them (docs/decisions/055).
      remarkPlugins: [
        [
          remarkSharedPassages,
          {
            directory: new URL("./src/content/shared", import.meta.url).pathname,
            kiswahili: { pages: new URL("./src/content/sw/", import.meta.url).pathname, directory: new URL("./src/content/sw/shared", import.meta.url).pathname },
          },
        ],
        [remarkLeftOutComponents, { names: pushOffer ? [] : ["NoticesOnPhones"] }],
      ],
      rehypePlugins: [rehypePageStructure],
      smartypants: false,
    }),
  },
  // Whitespace between inline elements is kept as HTML reads it (Astro 6's default), so every
  // page's HTML is as it was; Astro 7's default ('jsx') drops it.
  compressHTML: true,
  vite: {
    plugins: [tailwindcss(), helperInPageScript()],
    // The button for urgent notices on phones: its settings for the page's script, or null when the
    // build offers none, and its lines are then left out (docs/decisions/055).
    define: { __PUSH_OFFER__: JSON.stringify(pushOffer ? { publicKey: pushOffer.publicKey, subscriptionsUrl: pushOffer.subscriptionsUrl } : null) },
    resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
    // Photos, icons and fonts stay files (cached once for every page). A stylesheet under 4 KB (the
    // band page's own, with its font) goes into the page instead: a second render-blocking request
    // for 400 bytes held that page's first paint back by about 0.3 s on a phone.
    // The stylesheet is minified by esbuild, as under Vite 6: Vite 8's default (Lightning CSS) dropped
    // -webkit-backdrop-filter, which Safari before 18 needs (docs/decisions/044).
    build: { assetsInlineLimit: (file: string, content: Buffer) => file.endsWith(".css") && content.length < 4096, cssMinify: "esbuild" },
  },
});
