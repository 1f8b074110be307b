import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { imagetools } from "vite-imagetools";
import { defineConfig } from "vite";
import { site } from "./app/config/site";
import { validateSite } from "./app/config/site-schema";
import { validateContent } from "./app/content/validate-content";

// A wrong fee, date or e-mail stops the build here, with the field named, instead of
// shipping a broken page.
validateSite(site);
validateContent();

/** Widths made for every photo: a phone, a phone at 2x or a tablet, a laptop, a large screen. */
export const photoWidths = [480, 800, 1200, 1600];

export default defineConfig({
  plugins: [
    tailwindcss(),
    imagetools({
      // `import photo from "~/assets/photos/x.jpg?responsive"` gives AVIF and WebP sources
      // at each width plus a JPEG fallback, with the intrinsic width and height.
      defaultDirectives: (url) => {
        if (!url.searchParams.has("responsive")) return new URLSearchParams();
        return new URLSearchParams({
          format: "avif;webp;jpg",
          w: photoWidths.join(";"),
          withoutEnlargement: "",
          quality: "62",
          as: "picture",
        });
      },
    }),
    reactRouter(),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
});
