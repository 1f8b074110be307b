import { describe, expect, it } from "vitest";
import { site } from "../../config/site";
import { matchesYear, parseYearChoice, yearOptions } from "./dashboard-filter";

describe("yearOptions", () => {
  it("offers 'all' and each configured year, newest first (docs/site.md, Results dashboards: 2023 down to 2019)", () => {
    expect(yearOptions(site.dashboards)).toEqual(["all", 2023, 2022, 2021, 2020, 2019]);
  });

  it("lists a year once however many dashboards it has, whatever the order", () => {
    expect(yearOptions([{ year: 2019 }, { year: 2023 }, { year: 2019 }, { year: 2021 }])).toEqual(["all", 2023, 2021, 2019]);
    expect(yearOptions([])).toEqual(["all"]);
  });
});

describe("matchesYear", () => {
  it("keeps every dashboard for 'all' and only that year's otherwise", () => {
    const list = [{ year: 2023 }, { year: 2022 }, { year: 2022 }];
    expect(list.filter((d) => matchesYear(d, "all"))).toHaveLength(3);
    expect(list.filter((d) => matchesYear(d, 2022))).toHaveLength(2);
    expect(list.filter((d) => matchesYear(d, 2019))).toHaveLength(0);
  });
});

describe("parseYearChoice", () => {
  const options = yearOptions([{ year: 2023 }, { year: 2022 }]);
  it("reads a listed year and falls back to 'all'", () => {
    expect(parseYearChoice("2022", options)).toBe(2022);
    expect(parseYearChoice("all", options)).toBe("all");
    expect(parseYearChoice("1999", options)).toBe("all");
  });
});
