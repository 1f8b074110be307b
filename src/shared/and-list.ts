/** `andList(["Nanyuki", "Mombasa", "Embu"])` → `Nanyuki, Mombasa and Embu` (Kenyan/British style, no Oxford comma). */
export function andList(items: readonly string[], and = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}
