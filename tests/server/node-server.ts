import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The production server (server/start.ts) serving a build, started by a test. */
export interface NodeServer {
  port: number;
  /** Still running (the process has not exited). */
  alive(): boolean;
  stop(): Promise<void>;
}

const startScript = fileURLToPath(new URL("../../server/start.ts", import.meta.url));

/**
 * Starts `node server/start.ts` on the port given and resolves once it says it is serving; used by
 * the server tests (tests/server) and the engine smoke (tests/engines). `env`: settings of its own
 * (the push settings, for the hostile requests with push on).
 */
export async function startNodeServer({ buildDir, port, host, env = {} }: { buildDir: string; port: number; host: string; env?: Record<string, string> }): Promise<NodeServer> {
  const child: ChildProcess = spawn(process.execPath, [startScript], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: host, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((done, fail) => {
    child.once("exit", (code) => fail(new Error(`server/start.ts exited at start (${code}): is port ${port} taken?`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (String(chunk).includes("Serving")) done();
    });
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    port,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
