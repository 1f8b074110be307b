// autocannon (the load generator of `npm run bench:server`) ships no types and @types/autocannon is
// not a dependency: this declares only what scripts/bench-server.ts uses of it.
declare module "autocannon" {
  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    headers?: Record<string, string>;
    /** Sent in turn, over and over. */
    requests?: { method: string; path: string }[];
  }

  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
