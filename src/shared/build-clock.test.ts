import { describe, expect, it } from "vitest";
import { buildTime } from "./build-clock.build";

describe("the build's clock", () => {
  it("is now when BUILD_TIME is not set", () => {
    const before = Date.now();
    const at = buildTime({}).getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it("is the instant BUILD_TIME names, in Kenya's time or UTC", () => {
    expect(buildTime({ BUILD_TIME: "2026-01-05T07:30:00+03:00" }).toISOString()).toBe("2026-01-05T04:30:00.000Z");
    expect(buildTime({ BUILD_TIME: "2026-01-05T04:30Z" }).toISOString()).toBe("2026-01-05T04:30:00.000Z");
  });

  it.each(["2026-01-05", "2026-01-05 07:30", "yesterday", "2026-13-05T07:30:00+03:00"])("refuses BUILD_TIME=%s, saying how to write it", (named) => {
    expect(() => buildTime({ BUILD_TIME: named })).toThrow(/BUILD_TIME is .*2026-01-05T07:30:00\+03:00/);
  });
});
