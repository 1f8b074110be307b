import { describe, expect, it } from "vitest";
import { checkedTopics, topicOf } from "./push-topics";

describe("a subscription's topics", () => {
  it("are one of the two choices the button offers, in any order, stored in one order", () => {
    expect(checkedTopics(["urgent"])).toEqual({ topics: ["urgent"] });
    expect(checkedTopics(["notices", "urgent"])).toEqual({ topics: ["urgent", "notices"] });
  });

  it("refuse anything else, saying what is wrong", () => {
    expect(checkedTopics(["sports"])).toEqual({ problem: 'unknown topic "sports": topics are "urgent" and "notices"' });
    expect(checkedTopics(["urgent", "urgent"])).toEqual({ problem: "a topic is named twice" });
    for (const value of [["notices"], [], "urgent", null, undefined, [1]]) expect("problem" in checkedTopics(value), JSON.stringify(value)).toBe(true);
  });

  it("send an urgent message to 'urgent', any other to 'notices'", () => {
    expect(topicOf({ urgent: true })).toBe("urgent");
    expect(topicOf({ urgent: false })).toBe("notices");
  });
});
