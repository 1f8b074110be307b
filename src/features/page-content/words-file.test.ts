import { existsSync, globSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { routeIds, routeTable } from "../../config/route-table";
import { notFoundWords, sharedWords, wordsFileOf, wordsPathOf } from "./words-file";

/**
 * A page's words are found from its address in one step (words-file.ts, docs/content.md): every
 * page of the route table has its file where the rule says, and every file of src/content/pages/
 * and src/content/clubs/ is a page's (the 404 page's has no route; grade-fees.mdx is the three
 * grade fee pages'). A file renamed, or a page added without its file, fails here before the build.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
const filesIn = (collection: string) => globSync("**/*.mdx", { cwd: `${root}src/content/${collection}` }).map((file) => `src/content/${collection}/${file}`);

describe("where a page's words are", () => {
  it("is the address without its slash, spelt as it is; / is index, a club's is in clubs/", () => {
    expect(wordsPathOf(wordsFileOf("laundry"))).toBe("src/content/pages/laundry.mdx");
    expect(wordsPathOf(wordsFileOf("farmToFork"))).toBe("src/content/pages/farm-2-fork.mdx");
    expect(wordsPathOf(wordsFileOf("performance"))).toBe("src/content/pages/perfomance.mdx");
    expect(wordsPathOf(wordsFileOf("studentAccess"))).toBe("src/content/pages/StuAccess.mdx");
    expect(wordsPathOf(wordsFileOf("home"))).toBe("src/content/pages/index.mdx");
    expect(wordsPathOf(wordsFileOf("golf"))).toBe("src/content/clubs/golf.mdx");
    expect(wordsPathOf(wordsFileOf("grade8fee"))).toBe("src/content/pages/grade-fees.mdx");
    expect(wordsPathOf(notFoundWords)).toBe("src/content/pages/404.mdx");
  });

  it("names, for every page that does not share, its page file's name: src/pages/<name>.astro", () => {
    for (const id of routeIds.filter((id) => !(id in sharedWords))) {
      expect(existsSync(`${root}src/pages/${wordsFileOf(id).name}.astro`), id).toBe(true);
    }
    expect(existsSync(`${root}src/pages/${notFoundWords.name}.astro`)).toBe(true);
  });

  it("holds a file for every page of the route table, and the 404 page", () => {
    const files = new Set([...filesIn("pages"), ...filesIn("clubs")]);
    const missing = [...routeIds.map((id) => [routeTable[id].path, wordsPathOf(wordsFileOf(id))]), ["404", wordsPathOf(notFoundWords)]].filter(([, file]) => !files.has(file!));
    expect(missing, "pages whose words are not where the rule says").toEqual([]);
  });

  it("holds no file that is not a page's", () => {
    const owned = new Set([...routeIds.map((id) => wordsPathOf(wordsFileOf(id))), wordsPathOf(notFoundWords)]);
    const strays = [...filesIn("pages"), ...filesIn("clubs")].filter((file) => !owned.has(file));
    expect(strays, "files no page's address leads to").toEqual([]);
  });
});
