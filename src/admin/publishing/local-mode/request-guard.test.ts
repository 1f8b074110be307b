import { describe, expect, it } from "vitest";
import { keepOutcome, outcomeToShow } from "./publish-outcomes";
import { isFromThisComputer, publishRefusal, publishToken } from "./request-guard";

const page = new URL("http://127.0.0.1:4321/keystatic/publish");
const post = (headers: Record<string, string>) => new Request(page, { method: "POST", headers });

describe("who may use the Publish page", () => {
  it("answers a browser on this computer at 127.0.0.1, and no other host name or client", () => {
    expect(isFromThisComputer(page, () => "127.0.0.1")).toBe(true);
    expect(isFromThisComputer(page, () => "::ffff:127.0.0.1")).toBe(true);
    expect(isFromThisComputer(new URL("http://localhost:4321/keystatic/publish"), () => "127.0.0.1"), "a name, as DNS rebinding arrives").toBe(false);
    expect(isFromThisComputer(new URL("http://school.example:4321/keystatic/publish"), () => "127.0.0.1")).toBe(false);
    expect(isFromThisComputer(page, () => "192.168.1.20"), "another computer").toBe(false);
  });

  it("goes by the host name alone when the dev server does not tell the client's address", () => {
    expect(isFromThisComputer(page, () => { throw new Error("clientAddress is not available"); })).toBe(true);
    expect(isFromThisComputer(new URL("http://school.example:4321/"), () => { throw new Error("clientAddress is not available"); })).toBe(false);
  });

  it("publishes only for its own page's Origin with its token", () => {
    const token = publishToken();
    expect(publishToken(), "one token for the whole run").toBe(token);
    expect(publishRefusal(post({ Origin: page.origin }), page, token)).toBeUndefined();
    expect(publishRefusal(post({ Origin: "http://attacker.example" }), page, token)).toMatch(/^Refused: the request came from another page \(http:\/\/attacker\.example\)/);
    expect(publishRefusal(post({}), page, token)).toMatch(/^Refused: the request came from no page/);
    expect(publishRefusal(post({ Origin: page.origin }), page, null)).toMatch(/did not carry this page's token/);
    expect(publishRefusal(post({ Origin: page.origin }), page, `${token.slice(0, -1)}x`)).toMatch(/did not carry this page's token/);
  });
});

describe("the outcome the page shows", () => {
  it("is the one its address names, or, without one, a Publish the page was reloaded during or that ended a moment ago", () => {
    const sent = keepOutcome({ kind: "nothing" }, 1_000);
    expect(outcomeToShow(sent, false, 999_999)).toEqual({ kind: "nothing" });
    expect(outcomeToShow("unknown", true, 1_000)).toBeUndefined();
    expect(outcomeToShow(null, false, 3_000)).toEqual({ kind: "nothing" });
    expect(outcomeToShow(null, false, 60_000), "long after: a fresh page").toBeUndefined();
    expect(outcomeToShow(null, true, 60_000), "the page asked for while it ran").toEqual({ kind: "nothing" });
  });
});
