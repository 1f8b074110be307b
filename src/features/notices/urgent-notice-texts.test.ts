import { describe, expect, it } from "vitest";
import { smsLength, smsLimit, smsSafe, urgentSms, urgentWhatsAppText } from "./urgent-notice-texts";

const url = "https://www.sisalridge.example/notices/term-1-opening-moved";

describe("the texts the web admin sends by hand for an urgent notice", () => {
  it("an SMS with the link, in one message of the GSM alphabet", () => {
    expect(urgentSms("Term 1 opening moved to Monday", url, "Sisal Ridge")).toBe(`URGENT, Sisal Ridge: Term 1 opening moved to Monday. ${url}`);
  });

  it("shortens a long title to fit 160 characters, and never the link", () => {
    const sms = urgentSms("Because of the floods on the road to Murang'a the opening of Term 1 is moved from Monday 5 January to Monday 12 January", url, "Sisal Ridge");
    expect(smsLength(sms)).toBeLessThanOrEqual(smsLimit);
    expect(sms).toMatch(/\.\.\.\. https:\/\/www\.sisalridge\.example\/notices\/term-1-opening-moved$/);
  });

  it("makes curly quotes, dashes and accents plain, which would make an SMS 70 characters long", () => {
    expect(smsSafe("Parents’ “day” – café…")).toBe(`Parents' "day" - cafe...`);
    expect(smsLength("[x]")).toBe(5);
  });

  it("a WhatsApp message: the title in bold, the summary, the link", () => {
    expect(urgentWhatsAppText("School closed", "Because of the floods.", url)).toBe(`*Urgent: School closed*\nBecause of the floods.\n\n${url}`);
  });
});

describe("the texts in Kiswahili (docs/decisions/063)", () => {
  it("start with the Kiswahili words, the title and address as they are", () => {
    expect(urgentSms("Shule imefungwa", "https://s.example/sw/notices/x", "Sisal Ridge", "DHARURA, {school}: ")).toBe("DHARURA, Sisal Ridge: Shule imefungwa. https://s.example/sw/notices/x");
    expect(urgentWhatsAppText("Shule imefungwa", "Kwa sababu ya mafuriko.", "https://s.example/sw/notices/x", "*Dharura: {title}*")).toBe(
      "*Dharura: Shule imefungwa*\nKwa sababu ya mafuriko.\n\nhttps://s.example/sw/notices/x",
    );
  });
});
