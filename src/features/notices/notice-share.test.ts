import { describe, expect, it } from "vitest";
import { whatsAppShareUrl } from "./notice-share";

describe("the Share on WhatsApp link", () => {
  it("is wa.me with the title and the absolute address as the message, encoded", () => {
    const url = whatsAppShareUrl("Fees & dates: 2026?", "https://www.school.example/notices/fees-2026");
    expect(url).toBe("https://wa.me/?text=Fees%20%26%20dates%3A%202026%3F%0Ahttps%3A%2F%2Fwww.school.example%2Fnotices%2Ffees-2026");
    expect(new URL(url).searchParams.get("text")).toBe("Fees & dates: 2026?\nhttps://www.school.example/notices/fees-2026");
  });
});
