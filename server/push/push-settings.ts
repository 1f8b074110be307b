// The settings that turn web push on (README, Urgent notices on parents' phones;
// docs/decisions/055-web-push-from-the-school-server.md): all four, or push stays off and its
// address answers 404 like any unknown one. Read by the server (server/push/push-api.ts) and by
// `npm run push:send` (scripts/push-send.ts).
import { createECDH } from "node:crypto";
import { isAbsolute } from "node:path";
import webpush from "web-push";

/** The environment the settings are read from (process.env, or a test's own). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The four settings: all four turn push on. */
export const pushVariables = ["PUSH_VAPID_PUBLIC_KEY", "PUSH_VAPID_PRIVATE_KEY", "PUSH_CONTACT", "PUSH_DATABASE"] as const;

/** For tests and the benchmark: one more push service, on this machine (a fake one). */
export const extraServiceVariable = "PUSH_EXTRA_SERVICE_ORIGIN";

export interface PushSettings {
  vapid: { subject: string; publicKey: string; privateKey: string };
  /** The SQLite file of the subscriptions. */
  database: string;
  /** A loopback origin whose endpoints are accepted as they are (tests only), or undefined. */
  extraServiceOrigin: string | undefined;
}

export type PushSettingsResult = { on: true; settings: PushSettings } | { on: false; reason: string | undefined };

/** Whether a host names this machine: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The extra service's origin, or what is wrong with it: it must be an http(s) origin on this machine. */
function extraOrigin(value: string): { origin: string } | { problem: string } {
  if (!URL.canParse(value)) return { problem: `${extraServiceVariable} is not an address: ${value}` };
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") return { problem: `${extraServiceVariable} must be an http: or https: origin, not ${value}` };
  if (!isLoopbackHost(url.hostname)) return { problem: `${extraServiceVariable} must be on this machine (127.0.0.1, ::1 or localhost), not ${url.hostname}: it is for tests only` };
  if (url.origin !== value.replace(/\/$/, "")) return { problem: `${extraServiceVariable} must be an origin alone (scheme, host and port), not ${value}` };
  return { origin: url.origin };
}

/** What is wrong with the key pair, or undefined: each checked by web-push, and the private key must make the public one. */
function keyProblem(contact: string, publicKey: string, privateKey: string): string | undefined {
  try {
    // web-push's own checks (an https: or mailto: contact, the keys' lengths); the values are passed with each message, not kept here.
    webpush.setVapidDetails(contact, publicKey, privateKey);
    // Then cleared: web-push would keep them for every later message in this process.
    (webpush.setVapidDetails as unknown as (clear: null) => void)(null);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const curve = createECDH("prime256v1");
  curve.setPrivateKey(Buffer.from(privateKey, "base64url"));
  if (curve.getPublicKey("base64url") !== publicKey) return "PUSH_VAPID_PRIVATE_KEY is not the private half of PUSH_VAPID_PUBLIC_KEY (npm run push:keys makes a pair)";
  return undefined;
}

/**
 * Push on, with its settings, or off with the reason to tell the developer (undefined when no
 * setting is set at all: the usual site without push).
 */
export function readPushSettings(env: Environment): PushSettingsResult {
  const missing = pushVariables.filter((name) => !env[name]);
  if (missing.length === pushVariables.length) return { on: false, reason: undefined };
  if (missing.length > 0) return { on: false, reason: `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set` };
  const publicKey = env.PUSH_VAPID_PUBLIC_KEY!.trim();
  const privateKey = env.PUSH_VAPID_PRIVATE_KEY!.trim();
  const subject = env.PUSH_CONTACT!.trim();
  const database = env.PUSH_DATABASE!.trim();
  const problem = keyProblem(subject, publicKey, privateKey);
  if (problem) return { on: false, reason: problem };
  if (!isAbsolute(database) && database !== ":memory:") return { on: false, reason: `PUSH_DATABASE must be a full path (/var/lib/school-website/push.db), not ${database}` };
  let extraServiceOrigin: string | undefined;
  const extra = env[extraServiceVariable];
  if (extra) {
    const checked = extraOrigin(extra.trim());
    if ("problem" in checked) return { on: false, reason: checked.problem };
    extraServiceOrigin = checked.origin;
  }
  return { on: true, settings: { vapid: { subject, publicKey, privateKey }, database, extraServiceOrigin } };
}
