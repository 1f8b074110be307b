import { describe, expect, it } from "vitest";
import { factFiles } from "../../facts/fact-files";
import { changeNameOf, namedChanges } from "./change-names";
import { frontmatterTitle } from "./frontmatter-title.build";

const titles: Record<string, string> = {
  "src/content/notices/term-1-opening-moved.mdx": "Term 1 opening moved",
  "src/content/events/parents-day-2027.mdx": "Parents' day",
  "src/content/pages/laundry.mdx": "A title the admin never sees in the list",
};
const titleOf = (path: string) => titles[path];

describe("the name of a change, in the editor's words", () => {
  it("names a data file by its label in the editor's menu", () => {
    expect(changeNameOf("src/data/fees.json", factFiles)).toBe("Fees and payment");
    expect(changeNameOf("src/data/term-dates.json", factFiles)).toBe("Term dates");
    expect(changeNameOf("src/data/alert.json", factFiles)).toBe("Alert banner");
  });

  it("names a notice and a school event by their titles, a page, club or passage by its address", () => {
    expect(changeNameOf("src/content/notices/term-1-opening-moved.mdx", factFiles, titleOf)).toBe("Notice: Term 1 opening moved");
    expect(changeNameOf("src/content/events/parents-day-2027.mdx", factFiles, titleOf)).toBe("School event: Parents' day");
    expect(changeNameOf("src/content/pages/laundry.mdx", factFiles, titleOf)).toBe("Page: laundry");
    expect(changeNameOf("src/content/clubs/golf.mdx", factFiles, titleOf)).toBe("Club: golf");
    expect(changeNameOf("src/content/shared/fee-terms.mdx", factFiles, titleOf)).toBe("Shared passage: fee-terms");
  });

  it("names a notice without a readable title (deleted, or being written) by its file name", () => {
    expect(changeNameOf("src/content/notices/old-circular.mdx", factFiles, titleOf)).toBe("Notice: old-circular");
  });

  it("names a photo by its slot, and a notice's PDF as the notice it belongs to", () => {
    expect(changeNameOf("src/assets/photos/head-master.jpg", factFiles)).toBe("Photo: Head master");
    expect(changeNameOf("public/notice-files/term-1-opening-moved/attachments/0/file.pdf", factFiles, titleOf)).toBe("Notice: Term 1 opening moved");
  });

  it("keeps the path of a file that is not content", () => {
    expect(changeNameOf("src/pages/fees.astro", factFiles)).toBe("src/pages/fees.astro");
    expect(changeNameOf("package.json", factFiles)).toBe("package.json");
  });

  it("groups a notice and its PDF as one change, in the order first named", () => {
    const paths = ["src/data/fees.json", "public/notice-files/term-1-opening-moved/attachments/0/file.pdf", "src/content/notices/term-1-opening-moved.mdx"];
    expect(namedChanges(paths, factFiles, titleOf)).toEqual([
      { name: "Fees and payment", files: ["src/data/fees.json"] },
      { name: "Notice: Term 1 opening moved", files: ["public/notice-files/term-1-opening-moved/attachments/0/file.pdf", "src/content/notices/term-1-opening-moved.mdx"] },
    ]);
  });
});

describe("the title in a content file's frontmatter", () => {
  it("reads it as YAML, quoted, folded or plain", () => {
    expect(frontmatterTitle("---\ntitle: Term 1 opening moved\ndate: '2027-01-02'\n---\nWords\n")).toBe("Term 1 opening moved");
    expect(frontmatterTitle("---\ntitle: 'Parents'' day'\n---\n")).toBe("Parents' day");
    expect(frontmatterTitle("---\ntitle: >-\n  A long title\n  on two lines\n---\n")).toBe("A long title on two lines");
  });

  it("is undefined without frontmatter, without a title, or when the block is not YAML", () => {
    expect(frontmatterTitle("Just words\n")).toBeUndefined();
    expect(frontmatterTitle("---\neyebrow: Think Boarding\n---\n")).toBeUndefined();
    expect(frontmatterTitle("---\ntitle: [unclosed\n---\n")).toBeUndefined();
  });
});
