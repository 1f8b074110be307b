import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoticeHero, NoticeLinks } from "./notice-page-parts";
import { NoticeList } from "./notice-list";

const notice = { title: "School closed on Monday", category: "Boarding", date: "2026-03-01" };

describe("a notice's page", () => {
  it("says plainly that an expired notice has expired, and nothing of the kind before", () => {
    const expired = renderToStaticMarkup(<NoticeHero {...notice} urgent expired />);
    expect(expired).toContain("This notice has expired.");
    expect(expired).not.toContain("Urgent");
    const current = renderToStaticMarkup(<NoticeHero {...notice} urgent expired={false} />);
    expect(current).not.toContain("expired");
    expect(current).toContain("Urgent · Boarding");
    expect(current).toContain('<h1 class="mt-1 text-3xl font-extrabold text-brand-900 sm:text-4xl lg:text-5xl">School closed on Monday</h1>');
    expect(current).toContain('Published on <time dateTime="2026-03-01">1 March 2026</time>');
  });

  it("links each PDF by its label and shares on WhatsApp in a new tab", () => {
    const html = renderToStaticMarkup(<NoticeLinks attachments={[{ href: "/notice-files/x/attachments/0/file.pdf", label: "Closure letter (PDF, 3 KB)" }]} whatsAppUrl="https://wa.me/?text=x" />);
    expect(html).toContain('<a href="/notice-files/x/attachments/0/file.pdf">Closure letter (PDF, 3 KB)</a>');
    expect(html).toMatch(/<a href="https:\/\/wa.me\/\?text=x" target="_blank" rel="noopener noreferrer" class="btn-secondary">Share on WhatsApp/);
  });
});

describe("a notice's page, for the web admin and with notices on phones", () => {
  const links = { attachments: [], whatsAppUrl: "https://wa.me/?text=x" };
  const url = "https://www.sisalridge.example/notices/closure";

  it("shows, only when given them (the editor's preview of an urgent notice), the WhatsApp text and the SMS, labelled, to copy", () => {
    const html = renderToStaticMarkup(<NoticeLinks {...links} forTheWebAdmin={{ title: "School closed on Monday", summary: "Because of the floods.", url, shortName: "Sisal Ridge" }} />);
    expect(html).toContain("For you to send (only you see this, in the preview)");
    expect(html).toContain(`<span class="font-semibold">For WhatsApp groups</span><textarea readOnly="" rows="5" class="mt-1 block w-full rounded-lg border border-slate-400 p-2">*Urgent: School closed on Monday*
Because of the floods.

${url}</textarea>`);
    const sms = `URGENT, Sisal Ridge: School closed on Monday. ${url}`;
    expect(html).toContain(`<span class="font-semibold">SMS (${sms.length} of 160 characters)</span><textarea readOnly="" rows="3" class="mt-1 block w-full rounded-lg border border-slate-400 p-2">${sms}</textarea>`);
    expect(renderToStaticMarkup(<NoticeLinks {...links} />)).not.toContain("textarea");
  });

  it("offers urgent notices on this phone only in a build with them", () => {
    expect(renderToStaticMarkup(<NoticeLinks {...links} pushOffer />)).toContain("Get urgent notices on this phone");
    expect(renderToStaticMarkup(<NoticeLinks {...links} />)).not.toContain("data-push-offer");
  });
});

describe("a list of notices", () => {
  it("says so when there is none, rather than showing an empty list", () => {
    expect(renderToStaticMarkup(<NoticeList notices={[]} />)).toBe("<p>There are no notices at the moment.</p>");
  });
});
