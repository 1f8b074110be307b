import { describe, expect, it } from "vitest";
import { site } from "./site";
import { validateSite } from "./site-schema";

const broken = (change: (copy: Record<string, unknown>) => void) => {
  const copy = structuredClone(site) as unknown as Record<string, unknown>;
  change(copy);
  return () => validateSite(copy);
};

describe("site configuration", () => {
  it("is valid as shipped", () => {
    expect(() => validateSite(site)).not.toThrow();
  });

  it("names the field of a malformed e-mail", () => {
    expect(broken((c) => (c.admissionsEmail = "admissions-at-school"))).toThrow(/site\.admissionsEmail: must be an e-mail/);
  });

  it("refuses a deadline before its start", () => {
    expect(
      broken((c) => {
        c.admissionsCountdown = { ...site.admissionsCountdown, deadline: "2025-09-01T00:00:00+03:00" };
      }),
    ).toThrow(/site\.admissionsCountdown\.deadline: must be after/);
  });

  it("refuses a dashboard that is not https", () => {
    expect(
      broken((c) => {
        c.dashboards = [{ ...site.dashboards[0], embedUrl: "http://dashboards.example/x" }, ...site.dashboards.slice(1)];
      }),
    ).toThrow(/site\.dashboards\.0\.embedUrl: must be an https/);
  });

  it("refuses a phone number without its country code", () => {
    expect(broken((c) => (c.phone = { display: "0700 000 000", tel: "0700000000" }))).toThrow(/site\.phone\.tel/);
  });
});
