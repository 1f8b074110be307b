// subset-font (src/features/page-content/inline-font.build.ts) and fontverter (its test) ship no types: the calls the site makes.
declare module "subset-font" {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: "sfnt" | "woff" | "woff2" }): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}
