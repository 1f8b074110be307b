import { readdirSync, readFileSync } from "node:fs";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { contentBlocks } from "./content-blocks";

/**
 * The editor's blocks (content-blocks.ts) and the content files agree: every component a file
 * uses is offered by the editor, of the kind the file uses it as, with every setting it is given;
 * otherwise the editor could not open the file, or would lose what it does not know.
 */

interface Use {
  file: string;
  name: string;
  inText: boolean;
  hasChildren: boolean;
  settings: string[];
}

function usesIn(directory: string): Use[] {
  return readdirSync(directory).flatMap((name) => {
    const file = `${directory}/${name}`;
    const words = readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
    const uses: Use[] = [];
    visit(unified().use(remarkParse).use(remarkMdx).parse(words), (node) => {
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const element = node as unknown as { name: string; children: unknown[]; attributes: { name: string }[] };
      uses.push({
        file,
        name: element.name,
        inText: node.type === "mdxJsxTextElement",
        hasChildren: element.children.length > 0,
        settings: element.attributes.map((attribute) => attribute.name),
      });
    });
    return uses;
  });
}

const uses = ["src/content/pages", "src/content/clubs", "src/content/shared"].flatMap(usesIn);

describe("the editor's blocks", () => {
  it("find components in the content files (the check can fail)", () => {
    expect(uses.length).toBeGreaterThan(100);
    expect(uses.some((use) => use.name === "Button" && use.settings.includes("variant"))).toBe(true);
  });

  it("offer every component a content file uses", () => {
    const missing = [...new Set(uses.filter((use) => !(use.name in contentBlocks)).map((use) => `${use.name} (${use.file})`))];
    expect(missing).toEqual([]);
  });

  it("offer each as the kind the files use it as: in a sentence, on a line of its own, or around words", () => {
    const wrong = uses.flatMap((use) => {
      const kind = contentBlocks[use.name]?.kind;
      if (!kind) return [];
      if (use.inText && kind !== "inline") return [`${use.name} in a sentence in ${use.file}, but the editor's is a ${kind}`];
      if (use.hasChildren && kind !== "wrapper") return [`${use.name} around words in ${use.file}, but the editor's is a ${kind}`];
      if (!use.inText && !use.hasChildren && kind === "wrapper") return [`${use.name} with nothing inside in ${use.file}, but the editor's holds words`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("know every setting a file gives a component", () => {
    const unknown = uses.flatMap((use) => {
      const block = contentBlocks[use.name] as { schema?: Record<string, unknown> } | undefined;
      return use.settings.filter((setting) => !(setting in (block?.schema ?? {}))).map((setting) => `${use.name} ${setting}= in ${use.file}`);
    });
    expect(unknown).toEqual([]);
  });
});
