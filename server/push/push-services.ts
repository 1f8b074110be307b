// The push services the server posts to (docs/decisions/055-web-push-from-the-school-server.md
// and 058). A subscription's endpoint is an address the server will later post to: without this
// list, anyone could make it post to http://127.0.0.1:6379/ or to a machine inside the school's
// network, and a name under a service's domain that does not exist would only fail, slowly.

/**
 * The browsers' push services, by the hosts their endpoints are on: Google's (Chrome, Edge on
 * Android, Samsung Internet, Opera), Mozilla's (Firefox), Apple's (Safari, and the iPhone's Home
 * Screen apps: Apple asks servers that check endpoints to allow `*.push.apple.com`) and Microsoft's
 * (Edge on Windows: its subscriptions are on `wns2-<region>.notify.windows.com`, under the
 * notify.windows.com that Microsoft's WNS overview says every channel's address must be on).
 * A pattern stands for one label: `127.0.0.1.notify.windows.com` is no service's.
 */
export const pushServices: readonly { name: string; hosts: RegExp }[] = [
  { name: "Google (FCM)", hosts: /^fcm\.googleapis\.com$/ },
  { name: "Mozilla", hosts: /^updates\.push\.services\.mozilla\.com$/ },
  { name: "Apple", hosts: /^[a-z0-9-]+\.push\.apple\.com$/ },
  { name: "Microsoft (WNS)", hosts: /^wns2-[a-z0-9]+\.notify\.windows\.com$/ },
];

/** The longest endpoint kept: the services' are about 200 to 500 characters. */
export const longestEndpoint = 1024;

/**
 * An endpoint as it is kept and looked up: the URL as a browser writes it (`new URL(endpoint).href`),
 * or undefined when it is not an address. DELETE looks a phone up by it, whatever spelling it was sent in.
 */
export function normalEndpoint(endpoint: string): string | undefined {
  return URL.canParse(endpoint) ? new URL(endpoint).href : undefined;
}

/**
 * What is wrong with an endpoint, or undefined when the server may post to it and keep it: an
 * https: address on a known push service's host, on the default port, with no user name or
 * password, written exactly as a browser writes it (so one phone is one row: `FCM.GOOGLEAPIS.COM`,
 * a fullwidth letter, `:443` or a dot segment is another spelling, refused). Under `extraOrigin`
 * (tests only: a loopback origin, server/push/push-settings.ts) an endpoint is accepted as it is,
 * http: included.
 */
export function endpointProblem(endpoint: unknown, extraOrigin?: string): string | undefined {
  if (typeof endpoint !== "string" || endpoint.length === 0) return "subscription.endpoint must be the push service's address";
  if (endpoint.length > longestEndpoint) return `subscription.endpoint is longer than ${longestEndpoint} characters`;
  const normal = normalEndpoint(endpoint);
  if (normal === undefined) return "subscription.endpoint is not an address";
  if (normal !== endpoint) return "subscription.endpoint must be written as the browser gives it (PushSubscription.endpoint), not another spelling of it";
  const url = new URL(endpoint);
  if (url.username !== "" || url.password !== "") return "subscription.endpoint may not hold a user name or password";
  if (extraOrigin !== undefined && url.origin === extraOrigin) return undefined;
  if (url.protocol !== "https:") return "subscription.endpoint must be an https: address";
  if (url.port !== "") return "subscription.endpoint must be on the push service's usual port";
  if (!pushServices.some((service) => service.hosts.test(url.hostname))) {
    return `subscription.endpoint is not on a known push service (${pushServices.map((service) => service.name).join(", ")})`;
  }
  return undefined;
}
