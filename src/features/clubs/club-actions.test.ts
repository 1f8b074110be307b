import { describe, expect, it } from "vitest";
import { clubIds } from "~/features/clubs/club-chain";
import { clubActions } from "./club-actions";

describe("a club page's buttons", () => {
  it("lead on to the next club, named by its title, and back to all clubs", () => {
    expect(clubActions("golf")).toEqual([
      { to: "/coding", label: "Next club: Robotics Club" },
      { to: "/talent", label: "All clubs", variant: "secondary" },
    ]);
    expect(clubActions("band")[0]).toEqual({ to: "/scouts", label: "Next club: Scouts" });
  });

  it("lead only back to all clubs from the last club", () => {
    expect(clubActions("coding")).toEqual([{ to: "/talent", label: "Back to all clubs" }]);
  });

  it("give every club a way back to /talent", () => {
    for (const id of clubIds) expect(clubActions(id).at(-1)?.to).toBe("/talent");
  });
});
