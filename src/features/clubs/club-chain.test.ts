import { describe, expect, it } from "vitest";
import { routeTable } from "~/config/route-table";
import { clubChain, clubIds, isClubId, isTalentPage, nextInChain } from "./club-chain";

describe("the club chain", () => {
  it("follows docs/site.md from /talent to Robotics", () => {
    expect(clubChain.map((id) => routeTable[id].path)).toEqual([
      "/talent",
      "/band",
      "/scouts",
      "/chess",
      "/swimmers",
      "/farmers",
      "/skating",
      "/cycling",
      "/basket",
      "/football",
      "/chef",
      "/golf",
      "/coding",
    ]);
  });

  it("leads each page to the next one", () => {
    expect(nextInChain("talent")).toBe("band");
    expect(nextInChain("band")).toBe("scouts");
    expect(nextInChain("golf")).toBe("coding");
  });

  it("leads the last club back to /talent", () => {
    expect(nextInChain("coding")).toBe("talent");
  });

  it("visits every talent page exactly once before coming back", () => {
    const seen: string[] = [];
    let id = nextInChain("talent");
    while (id !== "talent") {
      seen.push(id);
      id = nextInChain(id);
    }
    expect(seen).toEqual(clubChain.slice(1));
  });

  it("recognises talent pages and clubs by route id", () => {
    expect(isTalentPage("golf")).toBe(true);
    expect(isTalentPage("talent")).toBe(true);
    expect(isTalentPage("fees")).toBe(false);
    expect(isTalentPage(undefined)).toBe(false);
    expect(isClubId("golf")).toBe(true);
    expect(isClubId("talent")).toBe(false);
    expect(clubIds).toHaveLength(12);
  });

  it("holds every page of the talent section and nothing else", () => {
    const talentSection = Object.entries(routeTable)
      .filter(([, entry]) => entry.section === "talent")
      .map(([id]) => id);
    expect([...clubChain].sort()).toEqual(talentSection.sort());
  });
});
