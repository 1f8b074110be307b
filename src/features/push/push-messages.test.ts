import { describe, expect, it } from "vitest";
import { siteAlert } from "../alert/site-alert";
import { alertMessage, pushMessagesOf } from "./push-messages.build";
import { isDue, pushMessagesFileSchema } from "./push-messages";

describe("what the build may send (push-messages.json)", () => {
  const file = pushMessagesOf(process.cwd());

  it("holds every notice of src/content/notices with its urgency, then the alert, as the server reads it", () => {
    expect(pushMessagesFileSchema.parse(file)).toEqual(file);
    expect(file.messages.map((message) => message.id)).toEqual(["notice/boarding-reminder-term-1", "notice/fee-structure-2026", "notice/term-dates-circular-2026", `alert/${siteAlert.id}`]);
    expect(file.messages[1]).toEqual({
      id: "notice/fee-structure-2026",
      kind: "notice",
      title: "Fee structure for 2026",
      summary: "The term fees for Grades 7, 8 and 9 in 2026, the charges new students pay once, and how to pay.",
      path: "/notices/fee-structure-2026",
      urgent: false,
      date: "2025-11-20",
      kiswahili: {
        title: "Muundo wa karo wa 2026",
        summary: "Karo ya kila muhula ya Gredi ya 7, 8 na 9 mwaka 2026, malipo ambayo wanafunzi wapya hulipa mara moja, na jinsi ya kulipa.",
        path: "/sw/notices/fee-structure-2026",
      },
    });
  });

  it("sends the alert to every urgent phone, opening its page of the site, or the home page for a link elsewhere", () => {
    const alert = { ...siteAlert, levelWord: "Urgent", link: { label: "Read it", to: "/notices/fee-structure-2026" } };
    expect(alertMessage(alert, "Sisal Ridge")).toMatchObject({ kind: "alert", title: "Urgent: Sisal Ridge", urgent: true, path: "/notices/fee-structure-2026" });
    expect(alertMessage({ ...alert, link: { label: "Ministry", to: "https://www.example.org/" } }, "Sisal Ridge").path).toBe("/");
  });

  it("a notice is due until its 'remove after' day is over in Kenya; the alert from its start to its end", () => {
    const notice = file.messages[0]!;
    expect(isDue({ ...notice, removeAfter: "2026-11-28" }, 0, "2026-11-28")).toBe(true);
    expect(isDue({ ...notice, removeAfter: "2026-11-27" }, 0, "2026-11-28")).toBe(false);
    const window = { startMs: 1000, endMs: 2000 };
    expect([999, 1000, 1999, 2000].map((now) => isDue({ ...notice, window }, now, "2026-11-28"))).toEqual([false, true, true, false]);
  });
});
