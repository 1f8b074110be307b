/**
 * Markup the page file made, as a component its content file places (src/layouts/content-page.astro).
 * It carries islands: their `client:` directive can only be written in the .astro page file, while
 * the words around them, and so where they stand, belong to the content file.
 */
export function placedMarkup(html: string) {
  return function PlacedMarkup() {
    return <div className="content-block" dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
