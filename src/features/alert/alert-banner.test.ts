// @vitest-environment happy-dom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "~/config/languages";
import { AlertBanner } from "./alert-banner";
import type { SiteAlert } from "./alert-schema";
import { alertToShow } from "./site-alert";

/** TEST DATA: an alert a school might send, with and without its Kiswahili. */
const english: SiteAlert = {
  message: "Reopening is moved to Monday 8 January.",
  level: "urgent",
  link: { label: "Term dates", to: "/terms" },
  window: { start: "2026-11-25 07:00", end: "2026-11-25 08:00" },
};
const withKiswahili: SiteAlert = { ...english, sw: { message: "Shule itafunguliwa Jumatatu tarehe 8 Januari." } };

/** The banner as a page in `language` is built with it. */
function markup(alert: SiteAlert, language: Language) {
  return renderToStaticMarkup(createElement(AlertBanner, { alert: alertToShow(alert, language), shownAtBuild: true, language }));
}

/** The banner as a reader meets it: the region by its name, its words, and which of them are marked English. */
function read(html: string) {
  document.body.innerHTML = html;
  const region = document.querySelector<HTMLElement>("section[aria-label]")!;
  const english = [...region.querySelectorAll("[lang=en]")].map((part) => part.textContent);
  return { name: region.getAttribute("aria-label"), words: region.querySelector("p")!.textContent, english };
}

describe("the alert on an English page", () => {
  it("shows only the English, and is the same page, byte for byte, whether the alert has Kiswahili or not", () => {
    const page = markup(withKiswahili, "en");
    expect(read(page)).toEqual({ name: "School alert", words: "Urgent: Reopening is moved to Monday 8 January. Term dates", english: [] });
    expect(page).not.toContain("Shule");
    expect(page).toBe(markup(english, "en"));
  });
});

describe("the alert on a Kiswahili page", () => {
  it("says its link in Kiswahili when given, and leads to the page in Kiswahili", () => {
    const alert = alertToShow({ ...withKiswahili, link: { label: "Term dates", sw: { label: "Tarehe za muhula" }, to: "/terms" } }, "sw", (href) => `/sw${href}`);
    expect(alert.link).toEqual({ label: "Tarehe za muhula", to: "/sw/terms" });
    expect(alert.english).toEqual({ message: false, link: false });
  });

  it("shows its Kiswahili message, the level and the region in Kiswahili, the English link's words marked English", () => {
    expect(read(markup(withKiswahili, "sw"))).toEqual({
      name: "Tahadhari ya shule",
      words: "Dharura: Shule itafunguliwa Jumatatu tarehe 8 Januari. Term dates",
      english: ["Term dates"],
    });
  });

  it("shows the English message, marked English, when the alert has no Kiswahili", () => {
    expect(read(markup(english, "sw"))).toEqual({
      name: "Tahadhari ya shule",
      words: "Dharura: Reopening is moved to Monday 8 January. Term dates",
      english: ["Reopening is moved to Monday 8 January.", "Term dates"],
    });
  });

  it("is announced again for its Kiswahili words, but not for the same English ones", () => {
    expect(alertToShow(withKiswahili, "sw").id).not.toBe(alertToShow(withKiswahili, "en").id);
    expect(alertToShow(english, "sw").id).toBe(alertToShow(english, "en").id);
  });
});
