import { describe, expect, it } from "vitest";
import { changeLine } from "~/admin/changes/field-changes";
import { compareVersions, filesToPutBack, historyFileOf, messageWords } from "./history-files";

const notice = (title: string, words: string, attachments = "") => `---\ntitle: ${title}\ndate: '2026-01-02'\ncategory: Boarding\nsummary: Boarders report on the opening day.\n${attachments}---\n${words}\n`;

describe("the files with a history", () => {
  it("are the registry's data files and the words of the editor's collections, nothing else", () => {
    expect(historyFileOf("src/data/fees.json")).toMatchObject({ kind: "data", label: "Fees and payment" });
    expect(historyFileOf("src/content/notices/term-1.mdx")).toMatchObject({ kind: "words", collection: "notices", entryWord: "Notice", name: "term-1" });
    expect(historyFileOf("src/content/shared/fee-terms.mdx")).toMatchObject({ kind: "words", collection: "shared", schema: undefined });
    for (const path of ["src/data/unknown.json", "src/assets/photos/chapel.jpg", "package.json", "src/content/pages/../../../package.json"]) expect(historyFileOf(path), path).toBeUndefined();
  });

  it("compare a notice's settings field by field and its words paragraph by paragraph", () => {
    const file = historyFileOf("src/content/notices/term-1.mdx")!;
    const { fields, paragraphs } = compareVersions(file, notice("Term 1 opening", "One.\n\nTwo."), notice("Term 1 opening moved", "One.\n\nTwo, later."));
    expect(fields.map(changeLine)).toEqual(["Title: Term 1 opening → Term 1 opening moved"]);
    expect(paragraphs.map((change) => change.kind)).toEqual(["same", "reworded"]);
  });

  it("put a notice back with the PDFs its version names, and any other file alone", () => {
    const file = historyFileOf("src/content/notices/fee-structure-2026.mdx")!;
    const version = notice("Fee structure", "Words.", "attachments:\n  - title: Fee structure 2026\n    file: /notice-files/fee-structure-2026/attachments/0/file.pdf\n  - title: Elsewhere\n    file: /elsewhere/x.pdf\n");
    expect(filesToPutBack(file, version)).toEqual(["src/content/notices/fee-structure-2026.mdx", "public/notice-files/fee-structure-2026/attachments/0/file.pdf"]);
    expect(filesToPutBack(historyFileOf("src/data/fees.json")!, "{}")).toEqual(["src/data/fees.json"]);
  });

  it("say Keystatic's commit messages in her words, and others as written", () => {
    expect(messageWords("Update src/content/pages/laundry")).toBe("Saved in the editor");
    expect(messageWords("Delete src/content/notices/term-1")).toBe("Deleted in the editor");
    expect(messageWords("Put back Fees and payment as it was on 3 December 2026, 10:38\n\nmore")).toBe("Put back Fees and payment as it was on 3 December 2026, 10:38");
  });
});
