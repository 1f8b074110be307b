/**
 * What the site search shows of its results (docs/site.md, Search), apart from Pagefind itself:
 * the announced count and the excerpt's highlighted words.
 */

/** The sentence announced once a search has answered: '3 results for golf', 'No results for xyz'. */
export function resultsSummary(count: number, query: string): string {
  const words = query.trim();
  if (count === 0) return `No results for ${words}`;
  return `${count} ${count === 1 ? "result" : "results"} for ${words}`;
}

export interface ExcerptPart {
  text: string;
  /** A word of the search, shown highlighted. */
  match: boolean;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };

function decode(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => entities[name] ?? "");
}

/**
 * A Pagefind excerpt is the page's text, HTML-escaped, with each matched word in <mark>. It is
 * split into text and matches here, so the page draws it as text (never as HTML) and styles the
 * matches itself.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let from = 0;
  for (const found of excerpt.matchAll(pattern)) {
    if (found.index > from) parts.push({ text: decode(excerpt.slice(from, found.index)), match: false });
    parts.push({ text: decode(found[1] ?? ""), match: true });
    from = found.index + found[0].length;
  }
  if (from < excerpt.length) parts.push({ text: decode(excerpt.slice(from)), match: false });
  return parts;
}
