/** An index moved past either end of a list comes round to the other end (carousels, chains of pages). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) throw new RangeError("wrapIndex needs a list of at least one item");
  return ((index % length) + length) % length;
}

/** The item after `current` in `items`, the first one after the last; undefined when `current` is not listed. */
export function nextInCycle<T>(items: readonly T[], current: T): T | undefined {
  const at = items.indexOf(current);
  return at === -1 ? undefined : items[wrapIndex(at + 1, items.length)];
}
