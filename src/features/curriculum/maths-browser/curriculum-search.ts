/**
 * The Mathematics search (docs/site.md, Mathematics search): a case-insensitive substring match
 * over the strand title, the sub-strand title, the specific outcomes and the suggested
 * experiences. The query is taken literally (no regular expression), so `(`, `*` or a pasted
 * paragraph is just text.
 */

/** What the search reads of a sub-strand (src/features/curriculum/mathematics-curriculum.ts has the rest). */
export interface SearchableSubStrand {
  title: string;
  specificOutcomes: readonly string[];
  suggestedExperiences: readonly string[];
}

/** What the search reads of a strand. */
export interface SearchableStrand {
  title: string;
  subStrands: readonly SearchableSubStrand[];
}

type SubStrandOf<S extends SearchableStrand> = S["subStrands"][number];

export interface StrandResult<S extends SearchableStrand> {
  strand: S;
  /** The sub-strands to list under the strand. */
  subStrands: readonly SubStrandOf<S>[];
}

export interface SearchIndex<S extends SearchableStrand> {
  strands: readonly {
    strand: S;
    title: string;
    subStrands: readonly { subStrand: SubStrandOf<S>; text: string }[];
  }[];
}

// Joins a sub-strand's fields so one `includes` covers them all, without a match running
// from the end of one field into the start of the next (nobody can type this character).
const fieldBreak = "\u0000";

/** Lower-cases the searchable text once, so each keystroke is only `includes` calls. */
export function buildSearchIndex<S extends SearchableStrand>(strands: readonly S[]): SearchIndex<S> {
  return {
    strands: strands.map((strand) => ({
      strand,
      title: strand.title.toLowerCase(),
      subStrands: strand.subStrands.map((subStrand: SubStrandOf<S>) => ({
        subStrand,
        text: [subStrand.title, ...subStrand.specificOutcomes, ...subStrand.suggestedExperiences]
          .join(fieldBreak)
          .toLowerCase(),
      })),
    })),
  };
}

/** What the user typed, as the search compares it: outer spaces off, lower case. */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * The strands and sub-strands that match. An empty query matches everything. A strand stays
 * when one of its sub-strands matches (listing those) or when its own title matches (listing
 * all of them, since the whole strand is what was asked for); otherwise it drops out.
 */
export function filterCurriculum<S extends SearchableStrand>(index: SearchIndex<S>, query: string): StrandResult<S>[] {
  const needle = normaliseQuery(query);
  const results: StrandResult<S>[] = [];
  for (const entry of index.strands) {
    if (needle === "" || entry.title.includes(needle)) {
      results.push({ strand: entry.strand, subStrands: entry.strand.subStrands });
      continue;
    }
    const subStrands = entry.subStrands.filter((s) => s.text.includes(needle)).map((s) => s.subStrand);
    if (subStrands.length > 0) results.push({ strand: entry.strand, subStrands });
  }
  return results;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` into the stretches that match the query and those that don't, for `<mark>`. */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = normaliseQuery(query);
  const haystack = text.toLowerCase();
  // Lower-casing a few letters (İ) changes the string's length; then positions would not line
  // up with the original text, so show it unmarked rather than mark the wrong letters.
  if (needle === "" || haystack.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
