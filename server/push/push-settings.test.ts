import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { readPushSettings } from "./push-settings.ts";

const keys = webpush.generateVAPIDKeys();
const all = { PUSH_VAPID_PUBLIC_KEY: keys.publicKey, PUSH_VAPID_PRIVATE_KEY: keys.privateKey, PUSH_CONTACT: "mailto:webmaster@school.example", PUSH_DATABASE: "/var/lib/school-website/push.db" };

const reason = (env: Record<string, string | undefined>) => {
  const result = readPushSettings(env);
  return result.on ? "on" : result.reason;
};

describe("the push settings (server/push/push-settings.ts)", () => {
  it("are on with all four, off and silent with none, off naming the missing ones with some", () => {
    expect(readPushSettings(all)).toEqual({ on: true, settings: { vapid: { subject: all.PUSH_CONTACT, publicKey: keys.publicKey, privateKey: keys.privateKey }, database: all.PUSH_DATABASE, extraServiceOrigin: undefined } });
    expect(readPushSettings({})).toEqual({ on: false, reason: undefined });
    expect(reason({ ...all, PUSH_CONTACT: undefined, PUSH_DATABASE: "" })).toBe("PUSH_CONTACT, PUSH_DATABASE are not set");
  });

  it("refuse a contact that is not mailto: or https:, keys of the wrong length, a pair that does not match, a relative database path", () => {
    expect(reason({ ...all, PUSH_CONTACT: "webmaster@school.example" })).toMatch(/not a valid URL/);
    expect(reason({ ...all, PUSH_CONTACT: "http://school.example/contact" })).toMatch(/not an https: or mailto: URL/);
    expect(reason({ ...all, PUSH_VAPID_PUBLIC_KEY: keys.publicKey.slice(0, 40) })).toMatch(/65 bytes/);
    expect(reason({ ...all, PUSH_VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey })).toBe(
      "PUSH_VAPID_PRIVATE_KEY is not the private half of PUSH_VAPID_PUBLIC_KEY (npm run push:keys makes a pair)",
    );
    expect(reason({ ...all, PUSH_DATABASE: "push.db" })).toMatch(/must be a full path/);
  });

  it("take one extra push service for tests only on this machine, and refuse any other", () => {
    const extra = (origin: string) => readPushSettings({ ...all, PUSH_EXTRA_SERVICE_ORIGIN: origin });
    expect(extra("http://127.0.0.1:9123")).toMatchObject({ on: true, settings: { extraServiceOrigin: "http://127.0.0.1:9123" } });
    expect(extra("http://[::1]:9123/")).toMatchObject({ on: true, settings: { extraServiceOrigin: "http://[::1]:9123" } });
    expect(extra("http://localhost:9123")).toMatchObject({ on: true });
    for (const origin of ["http://10.0.0.5:6379", "https://push.example.com", "http://127.0.0.1.example.com", "http://127.0.0.1:9123/push", "redis://127.0.0.1:6379", "127.0.0.1:9123"]) {
      expect(extra(origin), origin).toMatchObject({ on: false });
    }
    expect(reason({ ...all, PUSH_EXTRA_SERVICE_ORIGIN: "http://10.0.0.5:6379" })).toMatch(/must be on this machine/);
  });
});
