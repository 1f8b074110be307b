// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { pushQueryString, useQueryString } from "./use-query-string";

afterEach(() => window.history.replaceState(null, "", "/stem-pathways"));

describe("useQueryString", () => {
  it("follows pushQueryString, and Back and Forward (popstate)", () => {
    window.history.replaceState(null, "", "/stem-pathways");
    const { result } = renderHook(() => useQueryString());
    expect(result.current).toBe("");

    act(() => pushQueryString("/stem-pathways?track=pure-sciences"));
    expect(window.location.pathname).toBe("/stem-pathways");
    expect(result.current).toBe("?track=pure-sciences");

    act(() => {
      window.history.replaceState(null, "", "/stem-pathways?track=applied-sciences");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current).toBe("?track=applied-sciences");
  });
});
