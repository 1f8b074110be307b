// A push service on loopback, for the push tests and `npm run bench:push`: it takes what the
// school's server posts (RFC 8030) as Google's, Mozilla's or Apple's would, keeps it, and answers
// each endpoint as told: 201, 410 (unsubscribed), 500, a redirect, slowly. And phones with keys of their own,
// which decrypt what they receive as a browser would (http_ece, web-push's own library).
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { decrypt } from "http_ece";
import { portOf } from "../../scripts/free-port.ts";

/** What the service was sent, to one endpoint. */
export interface ReceivedPush {
  /** The endpoint's name: the last part of its path. */
  name: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it came, on this process's performance.now() clock (the benchmark's figure). */
  receivedAtMs: number;
}

/** How the service answers an endpoint: a status (with headers of its own, a Location for a 3xx), after a wait, or a status per try in turn. */
export type PushAnswer = { status: number; delayMs?: number; headers?: Record<string, string> } | { statuses: number[] };

export interface FakePushService {
  origin: string;
  /** Everything posted, in the order it came. */
  received: ReceivedPush[];
  /** The address of an endpoint by its name. */
  endpoint(name: string): string;
  /** How `name` is answered from now on (201 until told). */
  answer(name: string, answer: PushAnswer): void;
  /** How every endpoint is answered whose name this decides on (the benchmark's many). */
  answerBy(choose: (name: string) => PushAnswer | undefined): void;
  stop(): Promise<void>;
}

/** Starts the service on `port` (any free one by default), on 127.0.0.1. `keep`: whether it keeps what it is sent (the benchmark counts only). */
export async function startFakePushService({ port = 0, keep = true }: { port?: number; keep?: boolean } = {}): Promise<FakePushService & { count: Map<number, number> }> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, PushAnswer>();
  const tries = new Map<string, number>();
  const count = new Map<number, number>();
  let chooser: (name: string) => PushAnswer | undefined = () => undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const name = (req.url ?? "").split("/").at(-1) ?? "";
      if (keep) received.push({ name, headers: req.headers, body: Buffer.concat(chunks), receivedAtMs: performance.now() });
      const answer = answers.get(name) ?? chooser(name) ?? { status: 201 };
      const attempt = tries.get(name) ?? 0;
      tries.set(name, attempt + 1);
      const status = "statuses" in answer ? (answer.statuses[Math.min(attempt, answer.statuses.length - 1)] ?? 201) : answer.status;
      count.set(status, (count.get(status) ?? 0) + 1);
      const reply = () => {
        res.writeHead(status, { ...("headers" in answer ? answer.headers : {}), "Content-Length": "0" });
        res.end();
      };
      if ("delayMs" in answer && answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  // Many connections at once from the sender: no limit on how long one stays open between them.
  server.keepAliveTimeout = 30 * 1000;
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${portOf(server)}`;
  return {
    origin,
    received,
    count,
    endpoint: (name) => `${origin}/push/${name}`,
    answer: (name, answer) => answers.set(name, answer),
    answerBy: (choose) => {
      chooser = choose;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A phone: a subscription with keys it made, and the means to read what it is sent. */
export interface TestPhone {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payload of a message sent to it, decrypted as its browser would. */
  read(body: Buffer): string;
}

export function testPhone(endpoint: string): TestPhone {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return {
    subscription: { endpoint, keys: { p256dh: keys.getPublicKey("base64url"), auth } },
    read: (body) => decrypt(body, { version: "aes128gcm", privateKey: keys, authSecret: auth }).toString("utf8"),
  };
}

/** What a VAPID Authorization header (RFC 8292) says, once its signature is checked with the key it names. */
export interface VapidClaims {
  /** The key it names (`k=`), which signed it. */
  key: string;
  aud: string;
  sub: string;
  exp: number;
}

/**
 * Reads `vapid t=<JWT>, k=<public key>`: the token's header must be ES256, and its signature must
 * verify with the key named (node:crypto, the P-256 key given as a JWK). Throws otherwise.
 */
export function vapidClaims(authorization: string | undefined): VapidClaims {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, header, claims, signature, key] = match as unknown as [string, string, string, string, string];
  const decoded = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
  if (decoded(header).alg !== "ES256") throw new Error(`the token is not ES256: ${JSON.stringify(decoded(header))}`);
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) throw new Error("the VAPID token's signature does not verify with its key");
  const { aud, sub, exp } = decoded(claims) as { aud: string; sub: string; exp: number };
  return { key, aud, sub, exp };
}
