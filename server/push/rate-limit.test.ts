import { describe, expect, it } from "vitest";
import { clientKey, slidingWindow } from "./rate-limit.ts";

describe("the push address's limit: 30 requests a minute from one address", () => {
  it("lets 30 through in a minute, refuses the 31st with the seconds to wait, and lets through again once the minute has passed", () => {
    const limit = slidingWindow();
    for (let request = 0; request < 30; request++) expect(limit.take("203.0.113.1", request * 1000)).toBe(0);
    expect(limit.take("203.0.113.1", 30_500)).toBeGreaterThan(0);
    expect(limit.take("203.0.113.2", 30_500)).toBe(0);
    // Refused requests count too; a minute after the last of them, the address is let through.
    expect(limit.take("203.0.113.1", 31_000 + 60_000)).toBe(0);
  });

  it("forgets the oldest addresses beyond the number it keeps", () => {
    const limit = slidingWindow({ limit: 1, addresses: 2 });
    expect(limit.take("a", 0)).toBe(0);
    expect(limit.take("b", 0)).toBe(0);
    expect(limit.take("c", 0)).toBe(0);
    // "a" was forgotten: its first request again.
    expect(limit.take("a", 1)).toBe(0);
    expect(limit.take("c", 2)).toBeGreaterThan(0);
  });
});

describe("who a request counts as (docs/decisions/058)", () => {
  it("an IPv4 address itself, however it is written", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("an IPv6 address by its /64: every address of one block is one client, the next block another", () => {
    const block = clientKey("2001:db8:40:7::1");
    expect(block).toBe("2001:db8:40:7::/64");
    for (const address of ["2001:db8:40:7::ffff", "2001:0db8:0040:0007:ffff:ffff:ffff:ffff", "2001:DB8:40:7:1:2:3:4"]) expect(clientKey(address), address).toBe(block);
    expect(clientKey("2001:db8:40:8::1")).not.toBe(block);
    expect(clientKey("2001:db8:41:7::1")).not.toBe(block);
  });

  it("anything that is not an address, as it is", () => {
    expect(clientKey("")).toBe("");
    expect(clientKey("unknown")).toBe("unknown");
  });
});
