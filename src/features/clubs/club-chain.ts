import { nextInCycle } from "~/shared/cycle";

/**
 * The order of the talent pages (docs/site.md, Talent and clubs): each club page's button leads
 * to the next. The chain is a loop: the last club (Robotics) leads back to /talent, the start of
 * the chain, where every club is listed, rather than jumping straight to the first club again.
 */
export const clubChain = [
  ...["talent", "band", "scouts", "chess", "swimmers", "farmers", "skating"],
  ...["cycling", "basket", "football", "chef", "golf", "coding"],
] as const;

export type TalentPageId = (typeof clubChain)[number];
export type ClubId = Exclude<TalentPageId, "talent">;

/** The twelve clubs, in chain order. */
export const clubIds = clubChain.filter((id): id is ClubId => id !== "talent");

export function isTalentPage(id: string | undefined): id is TalentPageId {
  return clubChain.some((page) => page === id);
}

export function isClubId(id: string | undefined): id is ClubId {
  return id !== "talent" && isTalentPage(id);
}

/** The page the given talent page's button leads to. */
export function nextInChain(id: TalentPageId): TalentPageId {
  return nextInCycle(clubChain, id) ?? "talent";
}
