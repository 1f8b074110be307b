/**
 * The ids of the page landmarks other parts point at: the header's skip link goes to `main`; the
 * build holds a page's first paint until its `footer` is parsed (docs/decisions/019-paint-whole-page.md).
 */
export const landmarkIds = { main: "main", footer: "site-footer" } as const;
