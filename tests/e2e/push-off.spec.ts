import { subscriptionsPath } from "../../src/features/push/push-address";
import { sitePages } from "../../src/features/page-content/site-pages.build";
import { expect, test } from "./support";

/**
 * The public build and server as they ship, without the push settings (docs/decisions/055): no page
 * offers urgent notices on phones, the worker has no push handler, and the push address is unknown.
 * The same with them: tests/e2e/push-notices.spec.ts.
 */

test("no page has the button for urgent notices, nor the privacy paragraph about it", async ({ request, page }) => {
  for (const { path } of sitePages()) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("data-push-offer");
    expect(html, path).not.toContain("Get urgent notices on this phone");
  }
  await page.goto("/notices");
  await expect(page.getByRole("button", { name: /notices on this phone/ })).toHaveCount(0);
  await page.goto("/privacy");
  await expect(page.getByText("Get urgent notices on this phone")).toHaveCount(0);
  const worker = await (await request.get("/sw.js")).text();
  expect(worker).not.toContain("notificationclick");
});

test("both push addresses answer 404 with the not-found page", async ({ request, baseURL }) => {
  const headers = { Origin: baseURL!, "Content-Type": "application/json" };
  const subscribe = await request.post(subscriptionsPath, { headers, data: { subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/x" }, topics: ["urgent"] } });
  expect(subscribe.status()).toBe(404);
  expect(await subscribe.text()).toContain("Page Not Found");
  const stop = await request.delete(subscriptionsPath, { headers, data: { endpoint: "https://fcm.googleapis.com/fcm/send/x" } });
  expect(stop.status()).toBe(404);
});
