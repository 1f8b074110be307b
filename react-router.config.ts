import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths";
import { finishBuild } from "./scripts/finish-build";

export default {
  // BUILD_DIR lets two builds (say, two people testing at once) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is rendered to HTML at build time; nothing renders at request time.
  ssr: false,
  prerender: prerenderPaths(),
  buildEnd: async ({ viteConfig }) => {
    await finishBuild(viteConfig.root);
  },
} satisfies Config;
