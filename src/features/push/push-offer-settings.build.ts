import { subscriptionsPath } from "./push-address";

/**
 * Whether the built site offers "Get urgent notices on this phone", from the build's environment
 * (README, Urgent notices on parents' phones; docs/decisions/055). Without the public key, no page
 * has the button and the site is built as it always was, byte for byte.
 *
 * - PUBLIC_PUSH_VAPID_PUBLIC_KEY: the school's public VAPID key (`npm run push:keys`), the same
 *   as the server's PUSH_VAPID_PUBLIC_KEY.
 * - PUBLIC_PUSH_SERVER_ORIGIN: only when the pages are served from another origin than the Node
 *   server that keeps the subscriptions (the site on nginx or a CDN, the server as the admin host):
 *   that server's origin, `https://admin.school.ac.ke`. The pages' policy lets them reach it.
 */
export const pushOfferVariables = { publicKey: "PUBLIC_PUSH_VAPID_PUBLIC_KEY", serverOrigin: "PUBLIC_PUSH_SERVER_ORIGIN" } as const;

export interface PushOfferSettings {
  /** The VAPID public key, base64url: 65 bytes, an uncompressed P-256 point. */
  readonly publicKey: string;
  /** Where the button's script posts and deletes: on the site, or on the server's origin. */
  readonly subscriptionsUrl: string;
  /** The server's origin when it is not the site's: its one addition to the pages' connect-src. */
  readonly serverOrigin: string | undefined;
}

/** Whether a host names this machine (a test's server): only then may the server's origin be http:. */
const isLoopback = (hostname: string) => hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** The settings, or undefined when the key is not set; a wrong value stops the build, named. */
export function pushOfferSettings(env: Readonly<Record<string, string | undefined>>): PushOfferSettings | undefined {
  const publicKey = env[pushOfferVariables.publicKey]?.trim();
  const origin = env[pushOfferVariables.serverOrigin]?.trim();
  if (!publicKey) {
    if (origin) throw new Error(`${pushOfferVariables.serverOrigin} is set but ${pushOfferVariables.publicKey} is not: set both, or neither (README, Urgent notices on parents' phones)`);
    return undefined;
  }
  const decoded = Buffer.from(publicKey, "base64url");
  if (!/^[A-Za-z0-9_-]+$/.test(publicKey) || decoded.length !== 65 || decoded[0] !== 0x04) {
    throw new Error(`${pushOfferVariables.publicKey} must be the public key npm run push:keys printed (87 letters, digits, - and _), not ${publicKey.slice(0, 20)}…`);
  }
  if (!origin) return { publicKey, subscriptionsUrl: subscriptionsPath, serverOrigin: undefined };
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!url || url.origin !== origin.replace(/\/$/, "") || !(url.protocol === "https:" || (url.protocol === "http:" && isLoopback(url.hostname)))) {
    throw new Error(`${pushOfferVariables.serverOrigin} must be the server's origin alone, https://admin.school.ac.ke, not ${origin}`);
  }
  return { publicKey, subscriptionsUrl: `${url.origin}${subscriptionsPath}`, serverOrigin: url.origin };
}

/** This build's settings: from its environment, read once. */
export const pushOffer: PushOfferSettings | undefined = pushOfferSettings(process.env);
