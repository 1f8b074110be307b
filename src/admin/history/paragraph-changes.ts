import { diffArrays, diffWords } from "diff";

/**
 * What changed in a page's words between two versions, paragraph by paragraph (the `diff`
 * package's array diff over the paragraphs), and, in a paragraph that was reworded, word by word:
 * what the web admin compares before she puts an earlier version back.
 */

/** A stretch of words: the same in both, only in the earlier version, or only in the current one. */
export interface WordPart {
  text: string;
  kind: "same" | "removed" | "added";
}

export type ParagraphChange =
  /** Paragraphs the same in both versions: how many, shown folded. */
  | { kind: "same"; count: number }
  /** A paragraph only in the earlier version. */
  | { kind: "removed"; text: string }
  /** A paragraph only in the current version. */
  | { kind: "added"; text: string }
  /** A paragraph reworded: its words, marked. */
  | { kind: "reworded"; parts: WordPart[] };

/** The paragraphs of some Markdown: the blocks between blank lines, each as written. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The changes that lead from `before` to `after`, in the order of the words. */
export function paragraphChanges(before: string, after: string): ParagraphChange[] {
  const changes: ParagraphChange[] = [];
  const parts = diffArrays(paragraphsOf(before), paragraphsOf(after));
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const next = parts[index + 1];
    if (!part.added && !part.removed) {
      changes.push({ kind: "same", count: part.value.length });
    } else if (part.removed && next?.added) {
      // Removed paragraphs followed by added ones: the first ones of each read as rewordings.
      const pairs = Math.min(part.value.length, next.value.length);
      for (let i = 0; i < pairs; i++) {
        changes.push({ kind: "reworded", parts: diffWords(part.value[i]!, next.value[i]!).map((word) => ({ text: word.value, kind: word.added ? "added" : word.removed ? "removed" : "same" })) });
      }
      for (const text of part.value.slice(pairs)) changes.push({ kind: "removed", text });
      for (const text of next.value.slice(pairs)) changes.push({ kind: "added", text });
      index++;
    } else {
      for (const text of part.value) changes.push({ kind: part.added ? "added" : "removed", text });
    }
  }
  return changes;
}
