import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate after the page has loaded and the browser is idle, or when the visitor reaches for it;
     * `until`: never after that instant; `on: "reach"`: only when reached for; `on: "near"`: when near
     * the screen (`rootMargin`); `asks`: at once when the address holds this query parameter
     * (src/islands/settled-directive.ts).
     */
    "client:settled"?: boolean | { until?: string; on?: "reach" | "near"; rootMargin?: string; asks?: string };
  }
}
