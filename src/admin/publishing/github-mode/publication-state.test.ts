import { describe, expect, it } from "vitest";
import { isUnderWay, publicationStates, type WorkflowRun } from "./publication-state";

let nextId = 1;
function run(headSha: string, status: string, conclusion: string | null, at: string): WorkflowRun {
  return { id: nextId++, headSha, status, conclusion, createdAt: `2026-12-03T${at}:00Z`, updatedAt: `2026-12-03T${at}:30Z` };
}
const saves = (...shas: string[]) => shas.map((sha) => ({ sha }));

describe("where each save stands", () => {
  it("is live once its run succeeded, since the run finished", () => {
    expect(publicationStates(saves("a"), [run("a", "completed", "success", "07:40")])).toEqual([{ kind: "live", since: "2026-12-03T07:40:30Z", withLater: false }]);
  });

  it("is being checked while its run is in progress, and waits while an earlier run is", () => {
    const runs = [run("b", "queued", null, "07:45"), run("a", "in_progress", null, "07:44")];
    expect(publicationStates(saves("b", "a"), runs)).toEqual([{ kind: "waiting" }, { kind: "under-way" }]);
    expect(publicationStates(saves("b"), [run("b", "queued", null, "07:45")])).toEqual([{ kind: "under-way" }]);
  });

  it("is being checked just after the save, before GitHub has registered its run", () => {
    expect(publicationStates(saves("b", "a"), [run("a", "completed", "success", "07:40")])[0]).toEqual({ kind: "under-way" });
    expect(publicationStates(saves("b", "a"), [run("a", "in_progress", null, "07:40")])[0]).toEqual({ kind: "waiting" });
  });

  it("is not published when its run failed, and says so when a later save has been published since", () => {
    const failed = run("a", "completed", "failure", "07:40");
    expect(publicationStates(saves("a"), [failed])).toEqual([{ kind: "failed", runId: failed.id, byLater: false }]);
    const states = publicationStates(saves("b", "a"), [run("b", "completed", "success", "07:50"), failed]);
    expect(states[1]).toEqual({ kind: "failed", runId: failed.id, byLater: false, laterLiveSince: "2026-12-03T07:50:30Z" });
  });

  it("takes the state of the newer save whose run holds it when its own was cancelled while waiting", () => {
    const newer = run("c", "completed", "success", "07:55");
    const runs = [newer, run("b", "completed", "cancelled", "07:45"), run("a", "completed", "success", "07:40")];
    expect(publicationStates(saves("c", "b", "a"), runs)).toEqual([
      { kind: "live", since: newer.updatedAt, withLater: false },
      { kind: "live", since: newer.updatedAt, withLater: true },
      { kind: "live", since: "2026-12-03T07:40:30Z", withLater: false },
    ]);
    const failing = run("d", "completed", "failure", "08:00");
    expect(publicationStates(saves("d", "b"), [failing, run("b", "completed", "cancelled", "07:45")])[1]).toEqual({ kind: "failed", runId: failing.id, byLater: true });
    expect(publicationStates(saves("d", "b"), [run("d", "in_progress", null, "08:00"), run("b", "completed", "cancelled", "07:45")])[1]).toEqual({ kind: "under-way" });
  });

  it("stays live when a timed rebuild of the same commit failed later", () => {
    const runs = [run("a", "completed", "failure", "09:00"), run("a", "completed", "success", "07:40")];
    expect(publicationStates(saves("a"), runs)[0]).toMatchObject({ kind: "live", since: "2026-12-03T07:40:30Z" });
  });

  it("is not known for an older save with no run and no newer save", () => {
    expect(publicationStates(saves("b", "a"), [run("b", "completed", "cancelled", "07:40")])).toEqual([{ kind: "unknown" }, { kind: "unknown" }]);
  });

  it("is under way while being checked or waiting, and not otherwise", () => {
    expect([{ kind: "under-way" }, { kind: "waiting" }, { kind: "unknown" }].map((state) => isUnderWay(state as never))).toEqual([true, true, false]);
  });
});
