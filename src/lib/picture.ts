/** What `import x from "~/assets/photos/<slot>.jpg?responsive"` gives (vite-imagetools `as=picture`). */
export interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}
