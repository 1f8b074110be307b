import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The folders of src/ import in one direction only (docs/decisions/007):
 *   pages → layouts → components → content → lib → config
 * (islands, enhancements and the service worker are browser entry points beside components;
 * integrations run the build and may read anything but pages, layouts and components). A folder may import from
 * those to its right, never to its left, and no two modules may import each other, not even
 * through types.
 */
const layers = [
  { name: "layouts", path: "./src/layouts", mayNotImport: ["./src/pages"] },
  { name: "components", path: "./src/components", mayNotImport: ["./src/pages", "./src/layouts", "./src/islands", "./src/integrations"] },
  { name: "islands", path: "./src/islands", mayNotImport: ["./src/pages", "./src/layouts", "./src/integrations"] },
  { name: "enhancements", path: "./src/enhancements", mayNotImport: ["./src/pages", "./src/layouts", "./src/islands", "./src/integrations", "./src/content"] },
  { name: "service-worker", path: "./src/service-worker", mayNotImport: ["./src/pages", "./src/layouts", "./src/components", "./src/islands", "./src/enhancements", "./src/integrations", "./src/content"] },
  { name: "content", path: "./src/content", mayNotImport: ["./src/pages", "./src/layouts", "./src/components", "./src/islands", "./src/enhancements", "./src/integrations"] },
  { name: "lib", path: "./src/lib", mayNotImport: ["./src/pages", "./src/layouts", "./src/components", "./src/islands", "./src/enhancements", "./src/integrations", "./src/content"] },
  { name: "config", path: "./src/config", mayNotImport: ["./src/pages", "./src/layouts", "./src/components", "./src/islands", "./src/enhancements", "./src/integrations", "./src/content", "./src/lib"] },
  { name: "integrations", path: "./src/integrations", mayNotImport: ["./src/pages", "./src/layouts", "./src/components", "./src/islands"] },
];

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
            ...layers.flatMap((layer) =>
              layer.mayNotImport.map((from) => ({
                target: layer.path,
                from,
                message: `${layer.name} may not import from ${from.replace("./src/", "")} (imports point one way: pages → layouts → components → content → lib → config)`,
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
);
