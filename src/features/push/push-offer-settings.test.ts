import { describe, expect, it } from "vitest";
import { pushOfferSettings } from "./push-offer-settings.build";

const publicKey = "BC2qUMF7kD8equ-JlyaCBdmK5OlZZsABnU8p-v2Vwqk9yxNDQt27WvX-rfn4mL47GScvKVvSIjThzikq1OWgqq4";

describe("the build's push settings", () => {
  it("are off without the public key: the site is built as without push", () => {
    expect(pushOfferSettings({})).toBeUndefined();
  });

  it("subscribe on the site itself, or on the server's origin when it is another", () => {
    expect(pushOfferSettings({ PUBLIC_PUSH_VAPID_PUBLIC_KEY: publicKey })).toEqual({ publicKey, subscriptionsUrl: "/api/push/subscriptions", serverOrigin: undefined });
    expect(pushOfferSettings({ PUBLIC_PUSH_VAPID_PUBLIC_KEY: publicKey, PUBLIC_PUSH_SERVER_ORIGIN: "https://admin.school.example/" })).toEqual({
      publicKey,
      subscriptionsUrl: "https://admin.school.example/api/push/subscriptions",
      serverOrigin: "https://admin.school.example",
    });
  });

  it("stop the build on a value that cannot work, naming it", () => {
    expect(() => pushOfferSettings({ PUBLIC_PUSH_VAPID_PUBLIC_KEY: publicKey.slice(1) })).toThrow(/PUBLIC_PUSH_VAPID_PUBLIC_KEY must be the public key/);
    expect(() => pushOfferSettings({ PUBLIC_PUSH_VAPID_PUBLIC_KEY: "not a key" })).toThrow(/PUBLIC_PUSH_VAPID_PUBLIC_KEY/);
    expect(() => pushOfferSettings({ PUBLIC_PUSH_SERVER_ORIGIN: "https://admin.school.example" })).toThrow(/set both, or neither/);
    for (const origin of ["http://admin.school.example", "https://admin.school.example/push", "admin.school.example"]) {
      expect(() => pushOfferSettings({ PUBLIC_PUSH_VAPID_PUBLIC_KEY: publicKey, PUBLIC_PUSH_SERVER_ORIGIN: origin }), origin).toThrow(/PUBLIC_PUSH_SERVER_ORIGIN must be the server's origin/);
    }
  });
});
