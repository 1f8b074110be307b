import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { boundButton } from "./bound-button";
import { ContentButton, destinationOf } from "./content-button";

describe("a content file's <Button>", () => {
  it("leads to an address as written, or to the place a word names in the site configuration", () => {
    expect(destinationOf("/fees")).toBe("/fees");
    expect(destinationOf("phone")).toBe(`tel:${site.phone.tel}`);
    expect(destinationOf("finance-email")).toBe(`mailto:${site.financeEmail}`);
    expect(destinationOf("curriculum-designs")).toBe(site.curriculumBody.curriculumDesignsUrl);
    expect(new URL(destinationOf("enquire")).searchParams.get("school")).toBe(site.enquiry.schoolParam);
  });

  it("gives an e-mail its subject line", () => {
    expect(destinationOf("admissions-email", "Mandarin & HSK")).toBe(`mailto:${site.admissionsEmail}?subject=Mandarin%20%26%20HSK`);
  });

  it("names the curriculum body when given no words, and refuses a button with none otherwise", () => {
    expect(renderToStaticMarkup(<ContentButton to="curriculum-body" />)).toContain(site.curriculumBody.name);
    expect(() => renderToStaticMarkup(<ContentButton to="/fees" />)).toThrow('<Button to="/fees">: give it a label');
  });

  it("on a page with places of its own, leads there, and is left out where the page has none", () => {
    const Button = boundButton({ "grade-fees": "/grade7fee", "other-fees": null });
    expect(renderToStaticMarkup(<Button to="grade-fees" label="Grade 7 Fees" />)).toContain('href="/grade7fee"');
    expect(renderToStaticMarkup(<Button to="other-fees" label="None" />)).toBe("");
    expect(renderToStaticMarkup(<Button to="phone" label="Call" />)).toContain(`href="tel:${site.phone.tel}"`);
  });
});
