import { describe, expect, it } from "vitest";
import { helpMessage, waMeNumber, whatsAppLink } from "./whatsapp-link";

describe("waMeNumber", () => {
  it("keeps the country code and the digits, without + or spaces", () => {
    expect(waMeNumber("+254 700 000 002")).toBe("254700000002");
    expect(waMeNumber("+254700000002")).toBe("254700000002");
    expect(waMeNumber("+254-700-000-002")).toBe("254700000002");
  });

  it("refuses a number wa.me cannot open a chat with", () => {
    // A local number (no country code) starts with 0; too short; letters.
    expect(() => waMeNumber("0700 000 002")).toThrow(/country code/);
    expect(() => waMeNumber("+254 70")).toThrow(/country code/);
    expect(() => waMeNumber("+254 7OO 000 002")).toThrow(/country code/);
    expect(() => waMeNumber("")).toThrow(/country code/);
  });
});

describe("whatsAppLink", () => {
  it("is a wa.me address with the number's digits as its path", () => {
    expect(whatsAppLink("+254 700 000 002")).toBe("https://wa.me/254700000002");
  });

  it("carries the message in text, encoded so that it comes back exactly as written", () => {
    const message = 'Hello, a question about "Terms & Conditions" (fees? 100%): ';
    const link = new URL(whatsAppLink("+254700000002", message));
    expect(link.origin).toBe("https://wa.me");
    expect(link.pathname).toBe("/254700000002");
    expect([...link.searchParams.keys()]).toEqual(["text"]);
    expect(link.searchParams.get("text")).toBe(message);
    // Spaces as %20, not '+': wa.me shows a '+' as written.
    expect(link.search).not.toContain("+");
  });
});

describe("helpMessage", () => {
  it("names the school, the page the parent is on and its address", () => {
    expect(helpMessage({ school: "Sisal Ridge Junior Academy", page: "Grade 8 Fees", address: "https://www.sisalridge.example/grade8fee" })).toBe(
      'Hello Sisal Ridge Junior Academy, I have a question about the page "Grade 8 Fees" (https://www.sisalridge.example/grade8fee): ',
    );
  });

  it("names the page without an address, and asks plainly where there is no page", () => {
    expect(helpMessage({ school: "The School", page: "Location" })).toBe('Hello The School, I have a question about the page "Location": ');
    expect(helpMessage({ school: "The School" })).toBe("Hello The School, I have a question: ");
  });
});
