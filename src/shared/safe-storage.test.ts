// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readStored, writeStored } from "./safe-storage";

const realStorage = Object.getOwnPropertyDescriptor(window, "localStorage")!;

function replaceStorage(descriptor: PropertyDescriptor) {
  Object.defineProperty(window, "localStorage", { configurable: true, ...descriptor });
}

afterEach(() => {
  Object.defineProperty(window, "localStorage", realStorage);
});

describe("safe storage", () => {
  it("reads back what it wrote", () => {
    writeStored("k", "1");
    expect(readStored("k")).toBe("1");
  });

  it("returns null and does not throw when the storage methods throw (full quota, private mode)", () => {
    const throwing = {
      getItem() {
        throw new DOMException("denied", "SecurityError");
      },
      setItem() {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    replaceStorage({ value: throwing });
    expect(() => writeStored("k", "1")).not.toThrow();
    expect(readStored("k")).toBeNull();
  });

  it("returns null when even reaching localStorage throws (storage disabled)", () => {
    replaceStorage({
      get() {
        throw new DOMException("disabled", "SecurityError");
      },
    });
    expect(() => writeStored("k", "0")).not.toThrow();
    expect(readStored("k")).toBeNull();
  });
});
