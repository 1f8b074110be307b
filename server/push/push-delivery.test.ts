// Why a push service could not be reached, as fetch reports it (server/push/push-delivery.ts):
// only an address that cannot be reached at all counts as unreachable (a subscription that never
// received a message is then removed at once); anything that may be this server's own trouble, or
// may pass later, is tried again (docs/decisions/058).
import { describe, expect, it } from "vitest";
import { outcomeOfError } from "./push-delivery.ts";

/** What undici's fetch throws: a TypeError whose cause carries the system's code. */
const fetchFailed = (cause: unknown) => new TypeError("fetch failed", { cause });
const systemError = (code: string) => Object.assign(new Error(`connect ${code} 203.0.113.7:443`), { code });

describe("a push service that could not be reached", () => {
  it("is unreachable when the name does not exist, nothing listens, or its certificate is not its own", () => {
    for (const code of ["ENOTFOUND", "ECONNREFUSED", "CERT_HAS_EXPIRED", "DEPTH_ZERO_SELF_SIGNED_CERT", "ERR_TLS_CERT_ALTNAME_INVALID", "UNABLE_TO_VERIFY_LEAF_SIGNATURE"]) {
      expect(outcomeOfError(fetchFailed(systemError(code))), code).toMatchObject({ kind: "unreachable" });
    }
    // Every address of the name refused (IPv6 and IPv4, tried one after the other).
    expect(outcomeOfError(fetchFailed(new AggregateError([systemError("ECONNREFUSED"), systemError("ECONNREFUSED")])))).toMatchObject({ kind: "unreachable" });
    expect(outcomeOfError(fetchFailed(systemError("ENOTFOUND")))).toMatchObject({ kind: "unreachable", reason: expect.stringContaining("ENOTFOUND") });
  });

  it("may pass later when the resolver did not answer, the network or the connection failed, or no answer came in time", () => {
    for (const code of ["EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "ECONNRESET", "ETIMEDOUT", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_SOCKET"]) {
      expect(outcomeOfError(fetchFailed(systemError(code))), code).toMatchObject({ kind: "busy" });
    }
    expect(outcomeOfError(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toMatchObject({ kind: "busy" });
    // One address refused and the other timed out: not every sign says unreachable.
    expect(outcomeOfError(fetchFailed(new AggregateError([systemError("ECONNREFUSED"), systemError("ETIMEDOUT")])))).toMatchObject({ kind: "busy" });
    expect(outcomeOfError("something else")).toMatchObject({ kind: "busy" });
  });
});
