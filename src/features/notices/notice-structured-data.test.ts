import { describe, expect, it } from "vitest";
import { noticeData, type NoticeFacts } from "./notice-structured-data";

const school = { id: "https://www.school.example/#school", name: "Sisal Ridge Junior Academy" };
const notice: NoticeFacts = {
  title: "Fee structure 2026",
  summary: "The fees for 2026, by grade.",
  date: "2026-01-05",
  category: "Fees",
  url: "https://www.school.example/notices/fee-structure-2026",
  image: "https://www.school.example/assets/share-notices.abc.png",
  attachments: ["https://www.school.example/notice-files/fee-structure-2026/attachments/0/file.pdf"],
};

describe("a notice's JSON-LD", () => {
  it("is a NewsArticle published by the school, dated in Nairobi time, with its PDF", () => {
    expect(noticeData(notice, school, false)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Fee structure 2026",
      name: "Fee structure 2026",
      description: "The fees for 2026, by grade.",
      url: notice.url,
      datePublished: "2026-01-05T00:00:00+03:00",
      image: notice.image,
      articleSection: "Fees",
      author: { "@type": "School", "@id": school.id, name: school.name },
      publisher: { "@type": "School", "@id": school.id, name: school.name },
      associatedMedia: [{ "@type": "MediaObject", contentUrl: notice.attachments[0], encodingFormat: "application/pdf" }],
    });
  });

  it("is a SpecialAnnouncement when urgent, expiring at the end of its remove-after day", () => {
    const urgent = noticeData({ ...notice, attachments: [], urgent: true, removeAfter: "2026-01-12" }, school, false);
    expect(urgent).toMatchObject({
      "@type": "SpecialAnnouncement",
      name: "Fee structure 2026",
      text: "The fees for 2026, by grade.",
      datePublished: "2026-01-05T00:00:00+03:00",
      expires: "2026-01-12T23:59:59+03:00",
      announcementLocation: { "@type": "School", "@id": school.id },
    });
    expect(urgent).not.toHaveProperty("associatedMedia");
  });

  it("is an article again once the urgent notice has expired", () => {
    expect(noticeData({ ...notice, urgent: true }, school, true)["@type"]).toBe("NewsArticle");
  });
});
