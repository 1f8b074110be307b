import { describe, expect, it } from "vitest";
import { schoolMarker, withSchoolName } from "./school-name";

describe("withSchoolName", () => {
  it("fills in every {school} marker", () => {
    expect(withSchoolName("A message from {school}", "Sisal Ridge Junior Academy")).toBe("A message from Sisal Ridge Junior Academy");
    expect(withSchoolName("{school} and {school}", "X")).toBe("X and X");
  });

  it("leaves text without a marker as it is", () => {
    expect(withSchoolName("Best wishes to all KPSEA candidates", "X")).toBe("Best wishes to all KPSEA candidates");
  });

  it("refuses a misspelt marker instead of printing it", () => {
    expect(() => withSchoolName("A message from {schoolName}", "X")).toThrow(/\{schoolName\}.*\{school\}/);
    expect(() => withSchoolName("Everyone at {School}", "X")).toThrow(/\{School\}/);
  });

  it("spells the marker {school}", () => {
    expect(schoolMarker).toBe("{school}");
  });
});
