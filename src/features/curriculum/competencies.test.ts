import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitEmoji } from "~/markdown/rehype-page-structure";
import { competencyNames } from "./competencies";

/** The card titles (`### 🗣️ Communication & Collaboration`) of one `##` section of a content file. */
function cardTitles(file: string, section: string): string[] {
  const text = readFileSync(new URL(file, import.meta.url), "utf8");
  const start = text.indexOf(`\n## ${section}\n`);
  if (start === -1) throw new Error(`no section '${section}' in ${file}`);
  const end = text.indexOf("\n## ", start + 1);
  const body = text.slice(start, end === -1 ? undefined : end);
  return [...body.matchAll(/^\s*### (.+)$/gm)].map((match) => splitEmoji(match[1]!).title);
}

describe("the core competencies", () => {
  it("are described on /detailed-pathways under the names the Mathematics curriculum uses, in order", () => {
    expect(cardTitles("../../content/pages/detailed-pathways.mdx", "The seven core competencies")).toEqual([...competencyNames]);
  });
});
