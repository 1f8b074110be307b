import { describe, expect, it } from "vitest";
import { attachmentLabel, fileSizeText } from "./notice-attachments";

describe("an attachment's link", () => {
  it("names the file, its type and its size", () => {
    expect(attachmentLabel("Fee structure 2026", "/notice-files/fees/attachments/0/file.pdf", 84 * 1024)).toBe("Fee structure 2026 (PDF, 84 KB)");
  });

  it("counts kilobytes of 1,024 bytes, never shows 0 KB, and megabytes from 1,024 KB", () => {
    expect(fileSizeText(200)).toBe("1 KB");
    expect(fileSizeText(2900)).toBe("3 KB");
    expect(fileSizeText(1023 * 1024)).toBe("1023 KB");
    expect(fileSizeText(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});
