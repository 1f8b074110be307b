import { describe, expect, it, vi } from "vitest";
import { fees } from "../fees";
import { calculatorFees } from "./family-fees";
import { loadCalculatorFees, readCalculatorFees } from "./fee-table-file";

const figures = calculatorFees(fees);

describe("readCalculatorFees", () => {
  it("reads the figures /fee-table.json holds, as JSON brings them", () => {
    expect(readCalculatorFees(JSON.parse(JSON.stringify(figures)))).toEqual(figures);
  });

  it("refuses a file that lacks a figure or holds one that is not a number", () => {
    expect(readCalculatorFees(null)).toBeUndefined();
    expect(readCalculatorFees("<!doctype html>")).toBeUndefined();
    expect(readCalculatorFees({ ...figures, commitmentFee: "20000" })).toBeUndefined();
    const { 9: _nine, ...twoGrades } = figures.grades;
    expect(readCalculatorFees({ ...figures, grades: twoGrades })).toBeUndefined();
    expect(readCalculatorFees({ ...figures, grades: { ...figures.grades, 8: { termFee: Number.NaN, uniformBeddingTextbooks: 0 } } })).toBeUndefined();
  });
});

describe("loadCalculatorFees", () => {
  it("asks for /fee-table.json once, and again only after a failure", async () => {
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline"));
    expect(await loadCalculatorFees(failing)).toBeUndefined();
    const working = vi.fn<typeof fetch>().mockResolvedValue(Response.json(figures));
    expect(await loadCalculatorFees(working)).toEqual(figures);
    expect(await loadCalculatorFees(working)).toEqual(figures);
    expect(failing).toHaveBeenCalledWith("/fee-table.json", expect.anything());
    expect(working).toHaveBeenCalledTimes(1);
  });
});
