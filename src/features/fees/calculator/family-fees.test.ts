import { describe, expect, it } from "vitest";
import { fees } from "../fees";
import {
  calculatorFees,
  childrenFromSearch,
  familyFees,
  formatChildren,
  maxChildren,
  parseChildren,
  searchWithChildren,
  type ChildChoice,
} from "./family-fees";

/** The site's own figures (docs/site.md, Fees table), as the fee pages hand them to the calculator. */
const siteFees = calculatorFees(fees);

const child = (grade: 7 | 8 | 9, isNew: boolean): ChildChoice => ({ grade, isNew });

describe("the fee calculator's sums (docs/site.md, Fee calculator)", () => {
  it("takes its figures from the fee table", () => {
    expect(siteFees).toEqual({
      grades: {
        7: { termFee: 80_000, uniformBeddingTextbooks: 30_000 },
        8: { termFee: 85_200, uniformBeddingTextbooks: 100_000 },
        9: { termFee: 105_200, uniformBeddingTextbooks: 30_000 },
      },
      commitmentFee: 20_000,
      siblingDiscountPercent: 7.5,
      termsInYear: 3,
    });
  });

  it("two continuing Grade 7 pupils: KES 154,000 a term, KES 462,000 a year (80,000 + 80,000 × 0.925)", () => {
    const family = familyFees([child(7, false), child(7, false)], siteFees);
    expect(family.termFee).toBe(154_000);
    expect(family.yearFee).toBe(462_000);
    expect(family.oneTimeTotal).toBe(0);
    expect(family.firstYearTotal).toBe(462_000);
    expect(family.termDiscount).toBe(6_000);
    expect(family.yearDiscount).toBe(18_000);
    expect(family.children.map((c) => [c.position, c.termFee, c.termDiscount, c.yearFee])).toEqual([
      [1, 80_000, 0, 240_000],
      [2, 74_000, 6_000, 222_000],
    ]);
  });

  it("one child pays the grade's fee with no discount: the fee table's own figures", () => {
    for (const [grade, termFee, year] of [
      [7, 80_000, 240_000],
      [8, 85_200, 255_600],
      [9, 105_200, 315_600],
    ] as const) {
      const family = familyFees([child(grade, false)], siteFees);
      expect([family.termFee, family.yearFee, family.termDiscount], `Grade ${grade}`).toEqual([termFee, year, 0]);
    }
  });

  it("a new pupil adds the commitment fee and the grade's uniform, bedding and textbooks once, never discounted", () => {
    const family = familyFees([child(9, false), child(8, true)], siteFees);
    const [, grade8] = family.children;
    expect(grade8).toMatchObject({ commitmentFee: 20_000, uniformBeddingTextbooks: 100_000, oneTimeTotal: 120_000 });
    // 85,200 less 7.5% (6,390) a term; the one-time charges are whole.
    expect(grade8!.termFee).toBe(78_810);
    expect(grade8!.firstYearTotal).toBe(78_810 * 3 + 120_000);
    expect(family.oneTimeTotal).toBe(120_000);
    expect(family.firstYearTotal).toBe(315_600 + 78_810 * 3 + 120_000);
  });

  it("a continuing pupil pays no one-time charge", () => {
    const [only] = familyFees([child(8, false)], siteFees).children;
    expect([only!.commitmentFee, only!.uniformBeddingTextbooks, only!.oneTimeTotal]).toEqual([0, 0, 0]);
    expect(only!.firstYearTotal).toBe(only!.yearFee);
  });

  it("the discount goes to every child but the first entered, whatever the grades' order", () => {
    const dearFirst = familyFees([child(9, false), child(7, false)], siteFees);
    expect(dearFirst.children.map((c) => c.termDiscount)).toEqual([0, 6_000]);
    const cheapFirst = familyFees([child(7, false), child(9, false)], siteFees);
    expect(cheapFirst.children.map((c) => c.termDiscount)).toEqual([0, 7_890]);
    expect(cheapFirst.termFee).toBe(80_000 + 105_200 - 7_890);
    const three = familyFees([child(8, true), child(8, true), child(8, true)], siteFees);
    expect(three.children.map((c) => c.termDiscount)).toEqual([0, 6_390, 6_390]);
  });

  it("rounds a discount to the nearest whole shilling, and a year is its terms added up", () => {
    const odd = { ...siteFees, grades: { ...siteFees.grades, 7: { termFee: 80_010, uniformBeddingTextbooks: 1 } } };
    const [, second] = familyFees([child(7, false), child(7, false)], odd).children;
    // 7.5% of 80,010 is 6,000.75.
    expect(second!.termDiscount).toBe(6_001);
    expect(second!.yearFee).toBe((80_010 - 6_001) * 3);
  });

  it("no children, nothing to pay", () => {
    expect(familyFees([], siteFees)).toMatchObject({ termFee: 0, yearFee: 0, oneTimeTotal: 0, firstYearTotal: 0, children: [] });
  });
});

describe("the choices in the address (?children=7n,9c)", () => {
  it("round trip: what is written is read back the same", () => {
    const choices = [child(7, true), child(9, false), child(8, false), child(8, true)];
    expect(formatChildren(choices)).toBe("7n,9c,8c,8n");
    expect(parseChildren(formatChildren(choices))).toEqual(choices);
    expect(childrenFromSearch(searchWithChildren("", choices), [])).toEqual(choices);
  });

  it("leaves out the parts it cannot read, and keeps the rest in order", () => {
    expect(parseChildren("7n,x,9c")).toEqual([child(7, true), child(9, false)]);
    expect(parseChildren("6n,10c,7,n,7nn,7x, 8N ,")).toEqual([child(8, true)]);
    expect(parseChildren("")).toEqual([]);
    expect(parseChildren(null)).toEqual([]);
  });

  it(`counts no more than ${maxChildren} children`, () => {
    expect(parseChildren(Array(maxChildren + 5).fill("7c").join(","))).toHaveLength(maxChildren);
  });

  it("falls back to the page's own choice when the address holds none it can read", () => {
    const preset = [child(9, true)];
    expect(childrenFromSearch("", preset)).toEqual(preset);
    expect(childrenFromSearch("?children=abc", preset)).toEqual(preset);
    expect(childrenFromSearch("?children=7c,7c", preset)).toEqual([child(7, false), child(7, false)]);
  });

  it("writes the choices with plain commas and keeps the address's other parts", () => {
    const choices = [child(7, false), child(7, false)];
    expect(searchWithChildren("", choices)).toBe("?children=7c,7c");
    expect(searchWithChildren("?children=9n", choices)).toBe("?children=7c,7c");
    expect(searchWithChildren("?lang=en&children=9n", choices)).toBe("?children=7c,7c&lang=en");
  });
});
