import { describe, expect, it } from "vitest";
import { englishPathOf, isKiswahiliPath, languageOfPath, localePath } from "./languages";

describe("the two languages' addresses", () => {
  it("puts a page's Kiswahili under /sw, the home page at /sw itself", () => {
    expect(localePath("/fees", "sw")).toBe("/sw/fees");
    expect(localePath("/", "sw")).toBe("/sw");
    expect(localePath("/notices/fee-structure-2026", "sw")).toBe("/sw/notices/fee-structure-2026");
    expect(localePath("/fees", "en")).toBe("/fees");
  });

  it("reads the language from the address, and /swimmers stays English (a page whose name begins with sw)", () => {
    expect(languageOfPath("/sw")).toBe("sw");
    expect(languageOfPath("/sw/fees")).toBe("sw");
    expect(languageOfPath("/swimmers")).toBe("en");
    expect(languageOfPath("/sw-fees")).toBe("en");
    expect(isKiswahiliPath("/")).toBe(false);
    expect(isKiswahiliPath("/sw.html")).toBe(true);
    expect(isKiswahiliPath("/swimmers.html")).toBe(false);
  });

  it("goes back to the English address", () => {
    expect(englishPathOf("/sw/grade7fee")).toBe("/grade7fee");
    expect(englishPathOf("/sw")).toBe("/");
    expect(englishPathOf("/swimmers")).toBe("/swimmers");
  });
});
