/** The build-relative HTML file of a canonical page path: `/` → `index.html`, `/fees` → `fees.html`. */
export function pageFileOf(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
