import { defineConfig } from "vitest/config";

// The Astro sources' unit tests while the React Router site still lives beside them.
export default defineConfig({
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: { include: ["src/**/*.test.{ts,tsx}"], environment: "node" },
});
