import { defineConfig } from "vitest/config";

// Unit tests only: pure logic and components, no React Router build plugin.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,mjs}", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
