import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { fixedWaitConfigs } from "./tests/fixed-waits.ts";

/**
 * The folders of src/ import in one direction only (docs/decisions/046-features-by-subject.md):
 *   pages → layouts → features → config → shared
 * with markdown/ (the Markdown and HTML plugins) beside features, facts/ (the registry of data files) above
 * them, and integrations/ (the site's build) reading anything but pages and layouts. A folder may import
 * from those to its right, never to its left, and no two modules may import each other, not even through
 * types (tests/architecture/import-graph.test.ts).
 *
 * admin/ is the web admin's tools (docs/decisions/057): no folder of the public site imports it, so
 * no page can carry a byte of the editor, and it imports no page or layout of the site. Its parts
 * that Keystatic's page or the shell may run in the browser (forms/, changes/, shell/, the
 * publishing pages' browser/ script) import none of its server's parts, nor the registry of facts,
 * the subjects or the build: they are handed what they need (keystatic.config.ts).
 */
const adminServerParts = ["admin/history", "admin/publishing/github-mode", "admin/publishing/local-mode", "admin/reads", "admin/kiswahili", "admin/sign-in", "admin/editor-build"];
const adminBrowserParts = ["admin/forms", "admin/changes", "admin/shell", "admin/publishing/browser"];
const folders = [
  { name: "pages", mayNotImport: ["admin"] },
  { name: "layouts", mayNotImport: ["pages", "integrations", "admin"] },
  { name: "integrations", mayNotImport: ["pages", "layouts", "admin"] },
  { name: "admin", mayNotImport: ["pages", "layouts"] },
  ...adminBrowserParts.map((name) => ({ name, mayNotImport: ["integrations", "facts", "features", "markdown", ...adminServerParts] })),
  { name: "facts", mayNotImport: ["pages", "layouts", "integrations", "admin"] },
  { name: "features", mayNotImport: ["pages", "layouts", "integrations", "facts", "admin"] },
  { name: "markdown", mayNotImport: ["pages", "layouts", "integrations", "facts", "features", "admin"] },
  { name: "islands", mayNotImport: ["pages", "layouts", "integrations", "facts", "features", "markdown", "config", "admin"] },
  { name: "config", mayNotImport: ["pages", "layouts", "integrations", "facts", "features", "markdown", "islands", "admin"] },
  { name: "shared", mayNotImport: ["pages", "layouts", "integrations", "facts", "features", "markdown", "islands", "config", "admin"] },
];

function whyNot(folder, from) {
  if (from === "admin") return "the public site never imports the web admin's tools: docs/decisions/057";
  if (folder.startsWith("admin/")) return "the admin's browser parts are handed what they need: docs/decisions/057";
  if (folder === "admin") return "the admin's tools import no page or layout of the site: docs/decisions/057";
  return "imports point one way: pages → layouts → features → config → shared";
}

/**
 * Where code runs (docs/decisions/046-features-by-subject.md). A module whose name ends in `.build.ts(x)`,
 * and everything in src/integrations and src/markdown, runs only at build or on the server, as do the
 * web admin's pages and their logic (src/admin/ but its forms/, changes/, shell/ and browser/ folders:
 * Astro renders them on request). Every other module may reach a phone: page scripts (a `browser/`
 * folder), islands, and what they import. Those may not import Node, Astro's build-time modules, a
 * build-only package or a build-only module; a type import is fine, as it leaves nothing behind.
 */
const buildOnly = {
  paths: [
    { name: "astro:content", message: "astro:content runs only at build: read it from a .build.ts module" },
    { name: "astro:assets", message: "astro:assets runs only at build: read it from a .build.ts module" },
  ],
  patterns: [
    { group: ["node:*"], message: "Node's modules run only at build or on the server: this module may run in the browser (name it .build.ts if it may not)", allowTypeImports: true },
    { group: ["**/*.build", "**/*.build.ts", "**/*.build.tsx"], message: "a .build module runs only at build: this module may run in the browser", allowTypeImports: true },
    { group: ["~/integrations/*", "**/integrations/*", "~/markdown/*", "**/markdown/*"], message: "integrations and markdown run only at build", allowTypeImports: true },
    {
      group: ["unified", "remark-*", "rehype-*", "yaml", "subset-font", "harfbuzzjs", "parse5", "ical-generator", "sharp", "pagefind", "github-slugger", "mdast-util-*", "unist-util-*"],
      message: "a build-only package: this module may run in the browser",
      allowTypeImports: true,
    },
  ],
};

export default tseslint.config(
  { ignores: ["build*/**", "node_modules/**", "test-results/**", "playwright-report/**", "bench-results/**", ".astro/**", "dist/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // An island's HTML is made at build, so values only the browser knows (the clock, local
      // storage, the address bar) are read in an effect after hydration and then set as state.
      "react-hooks/set-state-in-effect": "off",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Every package a file imports is declared in package.json: one that works only because another
      // package happens to bring it (as @keystar/ui came with Keystatic) breaks when that one changes.
      "import-x/no-extraneous-dependencies": ["error", { devDependencies: true, optionalDependencies: false, peerDependencies: false }],
    },
  },
  {
    // The direction rule binds the site's own modules; a test may import whatever it checks.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.bench.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...folders.flatMap((folder) =>
              folder.mayNotImport.map((from) => ({
                target: `./src/${folder.name}`,
                from: `./src/${from}`,
                message: `${folder.name} may not import from ${from} (${whyNot(folder.name, from)})`,
              })),
            ),
            // The server and the scripts build on the site's modules, never the reverse: the server
            // runs some src/ files as they are (Node strips their types), so src/ must not reach back.
            ...["./server", "./scripts"].map((from) => ({ target: "./src", from, message: `src may not import from ${from.slice(2)} (the server and the scripts import the site's modules, not the reverse)` })),
          ],
        },
      ],
    },
  },
  {
    // What may run in the browser imports nothing that runs only at build.
    files: ["src/{features,shared,config,islands,facts}/**/*.{ts,tsx}", "src/admin/{forms,changes,shell}/**/*.{ts,tsx}", "src/{layouts,admin/publishing}/browser/**/*.ts"],
    ignores: ["**/*.build.{ts,tsx}", "**/*.test.{ts,tsx}", "**/*.bench.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", buildOnly] },
  },
  // Tests wait for what the user sees or the event, never for a length of time; the files that
  // may wait longer or pause between polls, each with its reason, are listed in tests/fixed-waits.ts.
  ...fixedWaitConfigs(),
);
