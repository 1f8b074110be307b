import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { PathwayButton } from "./pathway-button";

const hrefOf = (html: string) => /href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("<Button> on the pathway pages", () => {
  it("leads to the curriculum body's designs and home page from the site configuration", () => {
    expect(hrefOf(renderToStaticMarkup(<PathwayButton to="curriculum-designs" label="Curriculum designs" />))).toBe(
      site.curriculumBody.curriculumDesignsUrl,
    );
    const body = renderToStaticMarkup(<PathwayButton to="curriculum-body" />);
    expect(hrefOf(body)).toBe(site.curriculumBody.url);
    expect(body).toContain(site.curriculumBody.name);
  });

  it("e-mails admissions with the subject line given", () => {
    const html = renderToStaticMarkup(<PathwayButton to="admissions" subject="Mandarin programme enquiry" label="E-mail admissions" />);
    expect(hrefOf(html)).toBe(`mailto:${site.admissionsEmail}?subject=Mandarin%20programme%20enquiry`);
  });

  it("leaves a page's address alone, and wants a label for it", () => {
    expect(hrefOf(renderToStaticMarkup(<PathwayButton to="/strands" label="Mathematics curriculum" />))).toBe("/strands");
    expect(hrefOf(renderToStaticMarkup(<PathwayButton to="#grade-7" label="Grade 7" />))).toBe("#grade-7");
    expect(() => renderToStaticMarkup(<PathwayButton to="/strands" />)).toThrow(/give it a label/);
  });
});
