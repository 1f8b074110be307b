// Loopback ports for the servers the benchmarks and the tests start.
import { createServer, type Server } from "node:net";

/** The port a server listens on (always a TCP port here, never a pipe). */
export function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error(`the server is not listening on a TCP port (${String(address)})`);
  return address.port;
}

/** A loopback port nothing listens on. */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const port = portOf(probe);
      probe.close(() => done(port));
    });
  });
}
