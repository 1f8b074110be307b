import { describe, expect, it } from "vitest";
import { jobProblem, stateWords } from "./state-words";

const now = new Date("2026-12-03T12:00:00Z");
const contentFailure = { problems: ["src/data/fees.json: grade 8 term fee must be more than 0"], inContent: true, url: "https://github.com/school/website/actions/runs/1" };

describe("a save's state in her words", () => {
  it("says a publication under way, waiting, or live since a time in Kenya", () => {
    expect(stateWords({ kind: "under-way" }, undefined, now)).toEqual({ text: "Being checked and published (about 2 minutes)", tone: "under-way" });
    expect(stateWords({ kind: "waiting" }, undefined, now).text).toBe("Waiting for the change before it");
    expect(stateWords({ kind: "live", since: "2026-12-03T07:42:10Z", withLater: false }, undefined, now)).toEqual({ text: "Live since 10:42", tone: "done" });
    expect(stateWords({ kind: "live", since: "2026-12-01T07:42:10Z", withLater: true }, undefined, now).text).toBe("Live since 1 December, 10:42 (published with a later save)");
  });

  it("gives a failed content check's own words, and what to do", () => {
    const words = stateWords({ kind: "failed", runId: 1, byLater: false }, contentFailure, now);
    expect(words.text).toBe("Not published: src/data/fees.json: grade 8 term fee must be more than 0");
    expect(words.advice).toMatch(/^Correct this in the editor and save again\./);
    // From one computer, a save stays there until Publish sends it.
    expect(stateWords({ kind: "failed", runId: 1, byLater: false }, contentFailure, now, "publish").advice).toBe("Correct this in the editor, save it, and press Publish again. Until then the site shows what it showed before.");
    expect(stateWords({ kind: "failed", runId: 1, byLater: false, laterLiveSince: "2026-12-03T08:05:00Z" }, contentFailure, now).advice).toMatch(/^A later save has been live since 11:05/);
    expect(stateWords({ kind: "failed", runId: 1, byLater: true }, contentFailure, now).text).toMatch(/^Not published: the save after it, which carries it, did not pass: src\/data\/fees\.json/);
  });

  it("sends a failure outside the content to the developer", () => {
    const words = stateWords({ kind: "failed", runId: 1, byLater: false }, { problems: [jobProblem("npm test and the build")], inContent: false, url: "" }, now);
    expect(words.text).toBe("Not published: the site's own tests or build failed");
    expect(words.advice).toMatch(/Ask the school's developer/);
    expect(jobProblem("Publish to the Node server")).toBe("the checks passed, but putting the site on its host failed");
    expect(jobProblem("Content check, build and check of the built site")).toBe("the site could not be built with it");
    expect(jobProblem(undefined)).toBe("the checks could not run");
  });
});
