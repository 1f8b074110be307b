import { describe, expect, it } from "vitest";
import data from "../../data/alert.json" with { type: "json" };
import { alertSchema } from "./alert-schema";

const valid = {
  message: "Reopening is moved to Monday 8 January because of the floods.",
  level: "urgent",
  link: { label: "Term dates", to: "/terms" },
  window: { start: "2026-11-25 07:00", end: "2026-11-25 18:00" },
};

/** Each message zod gives, as `path: message`. */
function problems(value: unknown): string[] {
  const result = alertSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("src/data/alert.json", () => {
  it("ships valid, its window as Kenya's times", () => {
    expect(problems(data)).toEqual([]);
  });
});

describe("alertSchema", () => {
  it("accepts an alert with or without a link, to a page or a web address", () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, link: undefined })).toEqual([]);
    expect(problems({ ...valid, link: { label: "The Ministry", to: "https://www.example.org/news" } })).toEqual([]);
    expect(problems({ ...valid, link: { label: "Calendar", to: "/term-dates.ics" } })).toEqual([]);
    expect(problems({ ...valid, link: { label: "Fees", to: "/fees#calculator" } })).toEqual([]);
  });

  it("refuses an end before (or at) the start, at the end", () => {
    expect(problems({ ...valid, window: { start: "2026-11-25 07:00", end: "2026-11-25 06:59" } })).toEqual(["window.end: must be after the start"]);
    expect(problems({ ...valid, window: { start: "2026-11-25 07:00", end: "2026-11-25 07:00" } })).toEqual(["window.end: must be after the start"]);
  });

  it("refuses a time that is not Kenya's date and time", () => {
    expect(problems({ ...valid, window: { start: "25/11/2026 07:00", end: "2026-11-25T18:00:00Z" } })).toEqual([
      "window.start: must be a date and time in Kenya, like 2026-11-25 07:30",
      "window.end: must be a date and time in Kenya, like 2026-11-25 07:30",
    ]);
  });

  it("refuses a link to a page the site does not have, naming the one meant", () => {
    expect(problems({ ...valid, link: { label: "Fees", to: "/feez" } })).toEqual(["link.to: no page of the site has this address"]);
    expect(problems({ ...valid, link: { label: "Fees", to: "/stuaccess" } })).toEqual(["link.to: no page of the site has this address (did you mean /StuAccess?)"]);
    expect(problems({ ...valid, link: { label: "Fees", to: "http://example.com" } })).toEqual(["link.to: must be a page of the site (/terms) or a web address starting https://"]);
  });

  it("accepts a Kiswahili message beside the English, or none", () => {
    const sw = { message: "Shule itafunguliwa Jumatatu tarehe 8 Januari." };
    expect(problems({ ...valid, sw })).toEqual([]);
    // Kept, not dropped as a key the schema does not know.
    expect(alertSchema.parse({ ...valid, sw }).sw).toEqual(sw);
    expect(problems({ ...valid, sw: undefined })).toEqual([]);
  });

  it("accepts the link's words in Kiswahili beside the English, and refuses them empty", () => {
    const link = { label: "Term dates", sw: { label: "Tarehe za muhula" }, to: "/terms" };
    expect(problems({ ...valid, link })).toEqual([]);
    expect(alertSchema.parse({ ...valid, link }).link?.sw).toEqual({ label: "Tarehe za muhula" });
    expect(problems({ ...valid, link: { ...link, sw: { label: "T" } } })).toEqual(["link.sw.label: must be at least 2 letters"]);
  });

  it("refuses a Kiswahili part with no message, or one too short or too long, at the Kiswahili message", () => {
    expect(problems({ ...valid, sw: {} })).toHaveLength(1);
    expect(problems({ ...valid, sw: {} })[0]).toMatch(/^sw\.message: /);
    expect(problems({ ...valid, sw: { message: "Shule" } })).toEqual(["sw.message: must be at least 10 letters"]);
    expect(problems({ ...valid, sw: { message: "Shule ".repeat(50) } })).toEqual(["sw.message: must be at most 280 letters: put the rest on a page and link to it"]);
  });

  it("refuses an empty message, an unknown level and a link with no words", () => {
    expect(problems({ ...valid, message: "" })).toEqual(["message: must be at least 10 letters"]);
    expect(problems({ ...valid, level: "red" })).toHaveLength(1);
    expect(problems({ ...valid, link: { label: "", to: "/terms" } })).toEqual(["link.label: must be at least 2 letters"]);
  });
});
