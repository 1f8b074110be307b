import { describe, expect, it } from "vitest";
import { formatDeadline, progressPercent, timeLeft } from "./countdown";

const start = Date.parse("2025-09-27T00:00:00+03:00");
const deadline = Date.parse("2025-10-29T23:59:59+03:00");

describe("timeLeft", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = deadline - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000);
    expect(timeLeft(now, deadline)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it("is null at and after the deadline", () => {
    expect(timeLeft(deadline, deadline)).toBeNull();
    expect(timeLeft(deadline + 1, deadline)).toBeNull();
  });

  it("shows the last second before the deadline", () => {
    expect(timeLeft(deadline - 1_000, deadline)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
});

describe("progressPercent", () => {
  it("is the elapsed share of the window", () => {
    expect(progressPercent(start + (deadline - start) / 4, start, deadline)).toBeCloseTo(25, 5);
  });

  it("clamps to 0 before the start and 100 after the deadline", () => {
    expect(progressPercent(start - 86_400_000, start, deadline)).toBe(0);
    expect(progressPercent(deadline + 86_400_000, start, deadline)).toBe(100);
  });

  it("does not divide by zero when the window is empty", () => {
    expect(progressPercent(start, start, start)).toBe(100);
  });
});

describe("formatDeadline", () => {
  it("writes the deadline in the viewer's locale", () => {
    expect(formatDeadline(deadline, "en-GB", "Africa/Nairobi")).toBe("29 October 2025 at 23:59");
    expect(formatDeadline(deadline, "en-US", "Africa/Nairobi")).toBe("October 29, 2025 at 11:59 PM");
  });
});
