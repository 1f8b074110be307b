// The push services the server posts to (docs/decisions/055-web-push-from-the-school-server.md).
// A subscription's endpoint is an address the server will later post to: without this list,
// anyone could make it post to http://127.0.0.1:6379/ or to a machine inside the school's network.

/**
 * The browsers' push services, by host: Google's (Chrome, Edge on Android, Samsung Internet,
 * Opera), Mozilla's (Firefox), Apple's (Safari, and the iPhone's Home Screen apps) and
 * Microsoft's (Edge on Windows, whose hosts are many under notify.windows.com).
 */
export const pushServices: readonly { name: string; host: string; subdomains?: true }[] = [
  { name: "Google (FCM)", host: "fcm.googleapis.com" },
  { name: "Mozilla", host: "updates.push.services.mozilla.com" },
  { name: "Apple", host: "web.push.apple.com" },
  { name: "Microsoft (WNS)", host: "notify.windows.com", subdomains: true },
];

/** The longest endpoint kept: the services' are about 200 to 500 characters. */
export const longestEndpoint = 1024;

/** Whether `host` is a known push service's host (or, for Microsoft's, one under it). */
function isKnownHost(host: string): boolean {
  return pushServices.some((service) => host === service.host || (service.subdomains === true && host.endsWith(`.${service.host}`)));
}

/**
 * What is wrong with an endpoint, or undefined when the server may post to it: an https: address
 * on a known push service, on the default port, with no user name or password in it. Under
 * `extraOrigin` (tests only: a loopback origin, server/push/push-settings.ts) an endpoint is
 * accepted as it is, http: included.
 */
export function endpointProblem(endpoint: unknown, extraOrigin?: string): string | undefined {
  if (typeof endpoint !== "string" || endpoint.length === 0) return "subscription.endpoint must be the push service's address";
  if (endpoint.length > longestEndpoint) return `subscription.endpoint is longer than ${longestEndpoint} characters`;
  if (!URL.canParse(endpoint)) return "subscription.endpoint is not an address";
  const url = new URL(endpoint);
  if (url.username !== "" || url.password !== "") return "subscription.endpoint may not hold a user name or password";
  if (extraOrigin !== undefined && url.origin === extraOrigin) return undefined;
  if (url.protocol !== "https:") return "subscription.endpoint must be an https: address";
  if (url.port !== "") return "subscription.endpoint must be on the push service's usual port";
  if (!isKnownHost(url.hostname)) return `subscription.endpoint is not on a known push service (${pushServices.map((service) => service.name).join(", ")})`;
  return undefined;
}
