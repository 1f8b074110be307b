import { describe, expect, it } from "vitest";
import { declarativePush, maxPayloadBytes, notificationOf } from "./push-payload";

const message = { id: "notice/closure", kind: "notice" as const, title: "School closed on Monday", summary: "Because of the floods.", path: "/notices/closure", urgent: true };

describe("the push payload (Declarative Web Push)", () => {
  it("names the notice, its summary and its page, with one tag per message", () => {
    expect(declarativePush(message, "https://www.school.example")).toEqual({
      web_push: 8030,
      notification: { title: "Urgent: School closed on Monday", body: "Because of the floods.", navigate: "https://www.school.example/notices/closure", tag: "notice/closure", lang: "en-KE" },
    });
    expect(declarativePush({ ...message, urgent: false }, "https://www.school.example").notification.title).toBe("School closed on Monday");
    // The alert's title says its level already.
    expect(declarativePush({ ...message, kind: "alert", title: "Urgent: Sisal Ridge" }, "https://www.school.example").notification.title).toBe("Urgent: Sisal Ridge");
  });

  it("is in Kiswahili for a phone subscribed from a Kiswahili page when the notice has its Kiswahili, else in English", () => {
    const kiswahili = { title: "Dharura: Shule imefungwa Jumatatu", summary: "Kwa sababu ya mafuriko.", path: "/sw/notices/closure" };
    expect(declarativePush({ ...message, kiswahili }, "https://www.school.example", "sw").notification).toEqual({
      title: "Dharura: Shule imefungwa Jumatatu",
      body: "Kwa sababu ya mafuriko.",
      navigate: "https://www.school.example/sw/notices/closure",
      tag: "notice/closure",
      lang: "sw",
    });
    expect(declarativePush({ ...message, kiswahili }, "https://www.school.example", "en").notification).toMatchObject({ title: "Urgent: School closed on Monday", lang: "en-KE" });
    expect(declarativePush(message, "https://www.school.example", "sw").notification).toMatchObject({ title: "Urgent: School closed on Monday", navigate: "https://www.school.example/notices/closure", lang: "en-KE" });
    expect(notificationOf(declarativePush({ ...message, kiswahili }, "https://www.school.example", "sw"))).toMatchObject({ title: "Dharura: Shule imefungwa Jumatatu", lang: "sw", path: "/sw/notices/closure" });
  });

  it("stays under 2 KB whatever the notice's length, cut on a whole character", () => {
    const long = declarativePush({ ...message, title: "Ü".repeat(500), summary: "é".repeat(2000), path: `/notices/${"a".repeat(120)}` }, "https://www.school.example");
    expect(Buffer.byteLength(JSON.stringify(long))).toBeLessThan(maxPayloadBytes);
    expect(long.notification.title).toMatch(/^Urgent: Ü+…$/);
    expect([...long.notification.title]).toHaveLength(120);
  });

  it("is read back by the worker as what it shows and the path a tap opens; anything else is not ours", () => {
    expect(notificationOf(declarativePush(message, "https://www.school.example"))).toEqual({
      title: "Urgent: School closed on Monday",
      body: "Because of the floods.",
      tag: "notice/closure",
      lang: "en-KE",
      path: "/notices/closure",
    });
    for (const data of [undefined, null, "text", { notification: { title: "x", navigate: "https://a.example/" } }, { web_push: 8030, notification: { title: 1, navigate: "/" } }, { web_push: 8030 }]) {
      expect(notificationOf(data), JSON.stringify(data)).toBeUndefined();
    }
  });
});
