import { describe, expect, it } from "vitest";
import { isSlow, isUnmetered, savesData } from "./connection";

describe("what the connection allows (docs/decisions/031-offline-pages-when-asked.md)", () => {
  it("saves data only when the browser says data saver is on", () => {
    expect(savesData({ saveData: true })).toBe(true);
    expect(savesData({ saveData: false, type: "cellular" })).toBe(false);
    expect(savesData({})).toBe(false);
    expect(savesData(undefined)).toBe(false);
  });

  it("takes 2G (and slow 2G) as slow, and a browser that says nothing as not", () => {
    expect(isSlow({ effectiveType: "2g" })).toBe(true);
    expect(isSlow({ effectiveType: "slow-2g" })).toBe(true);
    for (const effectiveType of ["3g", "4g"]) expect(isSlow({ effectiveType }), effectiveType).toBe(false);
    expect(isSlow({})).toBe(false);
    expect(isSlow(undefined)).toBe(false);
  });

  it("takes Wi-Fi and a cable as unmetered, unless data saver is on", () => {
    expect(isUnmetered({ type: "wifi", saveData: false })).toBe(true);
    expect(isUnmetered({ type: "ethernet" })).toBe(true);
    expect(isUnmetered({ type: "wifi", saveData: true })).toBe(false);
  });

  it("takes a mobile connection, an unknown one, or a browser that says nothing as metered", () => {
    for (const type of ["cellular", "bluetooth", "wimax", "other", "unknown", "none"]) expect(isUnmetered({ type }), type).toBe(false);
    expect(isUnmetered({ saveData: false })).toBe(false);
    expect(isUnmetered(undefined)).toBe(false);
  });
});
