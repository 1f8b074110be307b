import { describe, expect, it } from "vitest";
import { readOf, referrerKey, sourceOf, type RequestFacts } from "./read-rules.ts";

const phone = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const tablet = "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const computer = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

/** A page opened in a browser of today, answered 200. */
function opened(facts: Partial<RequestFacts> = {}): RequestFacts {
  return {
    method: "GET",
    status: 200,
    userAgent: phone,
    referer: undefined,
    purpose: undefined,
    fetchMode: "navigate",
    fetchDest: "document",
    accept: "text/html,*/*;q=0.8",
    doNotTrack: undefined,
    globalPrivacyControl: undefined,
    ...facts,
  };
}

describe("a read", () => {
  it("is a page opened by a person, answered 200 or 304, with the kind of device", () => {
    expect(readOf(opened())).toEqual({ device: "phone" });
    expect(readOf(opened({ userAgent: tablet }))).toEqual({ device: "tablet" });
    expect(readOf(opened({ userAgent: computer, status: 304 }))).toEqual({ device: "computer" });
    // Passed on by the service worker, Chromium's navigation says its destination is "empty".
    expect(readOf(opened({ fetchDest: "empty" }))).toEqual({ device: "phone" });
    // A browser from before Sec-Fetch asks for HTML; a log line that records neither counts.
    expect(readOf(opened({ fetchMode: undefined, fetchDest: undefined }))).toEqual({ device: "phone" });
    expect(readOf(opened({ fetchMode: undefined, fetchDest: undefined, accept: undefined }))).toEqual({ device: "phone" });
    // A browser bowser cannot place is a read of no known device.
    expect(readOf(opened({ userAgent: "Mozilla/5.0 (Unknown; Thing) Gecko/20100101" }))).toEqual({ device: undefined });
  });

  it("is not a prefetch or prerender, a fetch by script, a frame, HEAD, another status, a bot or a reader who asks not to be tracked", () => {
    const not: Partial<RequestFacts>[] = [
      { purpose: "prefetch" },
      { purpose: "prefetch;prerender" },
      { fetchMode: "cors", fetchDest: "empty" },
      { fetchMode: "no-cors", fetchDest: "empty", purpose: "prefetch" },
      { fetchMode: "navigate", fetchDest: "iframe" },
      { fetchMode: undefined, fetchDest: undefined, accept: "*/*" },
      { method: "HEAD" },
      { method: "POST" },
      { status: 404 },
      { status: 301 },
      { status: 206 },
      { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
      { userAgent: "curl/8.5.0" },
      { userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" },
      { userAgent: undefined },
      { userAgent: "" },
      { doNotTrack: "1" },
      { globalPrivacyControl: "1" },
    ];
    for (const facts of not) expect(readOf(opened(facts)), JSON.stringify(facts)).toBeUndefined();
    // DNT: 0 is no request not to be tracked.
    expect(readOf(opened({ doNotTrack: "0" }))).toEqual({ device: "phone" });
  });
});

describe("where a read came from", () => {
  const own = ["www.school.ac.ke", "localhost"];
  const source = (referer: string | undefined) => sourceOf(referrerKey(referer, own));

  it("is WhatsApp, Facebook, a search engine, another site, this site or none", () => {
    expect(source(undefined)).toBe("None");
    expect(source("")).toBe("None");
    expect(source("https://www.school.ac.ke/fees")).toBe("This site");
    expect(source("http://localhost:4173/")).toBe("This site");
    expect(source("android-app://com.whatsapp/")).toBe("WhatsApp");
    expect(source("android-app://com.whatsapp.w4b/")).toBe("WhatsApp");
    expect(source("https://web.whatsapp.com/")).toBe("WhatsApp");
    expect(source("https://wa.me/")).toBe("WhatsApp");
    expect(source("http://m.facebook.com/")).toBe("Facebook");
    expect(source("https://l.facebook.com/")).toBe("Facebook");
    expect(source("https://web.facebook.com/")).toBe("Facebook");
    expect(source("android-app://com.facebook.katana/")).toBe("Facebook");
    expect(source("https://www.google.co.ke/")).toBe("Search engine");
    expect(source("https://www.bing.com/")).toBe("Search engine");
    expect(source("https://duckduckgo.com/")).toBe("Search engine");
    expect(source("android-app://com.google.android.googlequicksearchbox/")).toBe("Search engine");
    expect(source("https://www.nation.africa/kenya/news")).toBe("Other site");
    expect(source("https://t.co/")).toBe("Other site");
    expect(source("not an address")).toBe("Other site");
    expect(source("javascript:alert(1)")).toBe("Other site");
  });

  it("is held, until written, as the referring host alone, never its path or query", () => {
    expect(referrerKey("https://www.google.co.ke/search?q=school+fees+murang%27a", own)).toBe("host:www.google.co.ke");
    expect(referrerKey("https://WWW.School.ac.ke/fees", own)).toBe("site");
    expect(referrerKey("android-app://com.whatsapp/", own)).toBe("app:com.whatsapp");
  });
});
