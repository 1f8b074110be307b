// A loopback port nothing listens on, for the servers the benchmarks and the server tests start.
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}
