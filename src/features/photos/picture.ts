/**
 * A photo slot's responsive picture, as `pictureOf` (src/features/photos/photos.build.ts) resolves it at build
 * through Astro's image pipeline: a srcset per format and the JPEG fallback with its width and height.
 */
export interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}
