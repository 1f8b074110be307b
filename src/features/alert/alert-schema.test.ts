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

  it("refuses an empty message, an unknown level and a link with no words", () => {
    expect(problems({ ...valid, message: "" })).toEqual(["message: must be at least 10 letters"]);
    expect(problems({ ...valid, level: "red" })).toHaveLength(1);
    expect(problems({ ...valid, link: { label: "", to: "/terms" } })).toEqual(["link.label: must be at least 2 letters"]);
  });
});
