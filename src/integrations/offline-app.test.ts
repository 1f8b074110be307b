import { describe, expect, it } from "vitest";
import { addressOf, shellFiles } from "./offline-app";

describe("the files a kept page needs offline (docs/decisions/010-offline-caching.md)", () => {
  const assets: Record<string, string> = {
    "page.a1.js": 'import{a}from"./shared.b2.js";const later=()=>import("./todays-date.c3.js");',
    "shared.b2.js": 'import"./page.a1.js";export const a=1;',
    "todays-date.c3.js": "export const today=1;",
    "island.d4.js": 'import{a}from"./shared.b2.js";',
    "client.e5.js": "export default 1;",
    "unused.f6.js": "export default 1;",
  };
  const read = (name: string) => {
    const text = assets[name];
    if (text === undefined) throw new Error(`no asset ${name}`);
    return text;
  };

  it("keeps the stylesheet and scripts a page names, and every module they import, once each", () => {
    const page =
      '<link rel="stylesheet" href="/assets/site.9z.css"><script type="module" src="/assets/page.a1.js"></script>' +
      '<astro-island component-url="/assets/island.d4.js" renderer-url="/assets/client.e5.js"></astro-island>' +
      '<img src="/assets/photo.x1.avif" alt="">';
    expect(shellFiles([page, page], (name) => (name.endsWith(".css") ? "" : read(name)))).toEqual([
      "assets/client.e5.js",
      "assets/island.d4.js",
      "assets/page.a1.js",
      "assets/shared.b2.js",
      "assets/site.9z.css",
      "assets/todays-date.c3.js",
    ]);
  });

  it("keeps each page at its address, not its file's", () => {
    expect(addressOf("index.html")).toBe("/");
    expect(addressOf("grade7fee.html")).toBe("/grade7fee");
    expect(addressOf("favicon.svg")).toBe("/favicon.svg");
    expect(addressOf("assets/page.a1.js")).toBe("/assets/page.a1.js");
  });
});
