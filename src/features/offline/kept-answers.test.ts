import { describe, expect, it } from "vitest";
import { forbidsStoring, isNeverKept, mayKeep } from "./kept-answers";

const page = (path: string, cacheControl?: string) => mayKeep(new URL(path, "https://www.school.example"), new Headers(cacheControl ? { "Cache-Control": cacheControl } : {}));

describe("what the service worker may keep on a phone (docs/decisions/058)", () => {
  it("keeps the site's pages, as their server sends them (no-cache, a max-age, nothing)", () => {
    for (const path of ["/", "/fees", "/notices/floods", "/keystatic-old", "/apis", "/fee-table.json"]) expect(page(path, "no-cache"), path).toBe(true);
    expect(page("/fees", "public, max-age=600")).toBe(true);
    expect(page("/fees")).toBe(true);
  });

  it("never keeps the editor's pages or an API's answer", () => {
    for (const path of ["/keystatic", "/keystatic/", "/keystatic/history", "/keystatic/publishing", "/keystatic/branch/main/singleton/fees", "/api/keystatic/github/login", "/api/push/subscriptions"]) {
      expect(isNeverKept(new URL(path, "https://www.school.example").pathname), path).toBe(true);
      expect(page(path, "no-cache"), path).toBe(false);
    }
  });

  it("never keeps an answer marked no-store, however it is written", () => {
    for (const header of ["no-store", "No-Store", "private, no-store", "no-cache,no-store, max-age=0", " NO-STORE "]) expect(forbidsStoring(header), header).toBe(true);
    for (const header of ["no-cache", "max-age=0, must-revalidate", "no-storefront", ""]) expect(forbidsStoring(header), header).toBe(false);
    expect(forbidsStoring(null)).toBe(false);
    expect(page("/fees", "private, no-store")).toBe(false);
  });
});
