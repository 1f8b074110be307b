import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate after the page has loaded and the browser is idle, or when the visitor reaches for it (src/islands/settled-directive.ts). */
    "client:settled"?: boolean | { until?: string };
  }
}
