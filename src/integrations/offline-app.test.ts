import { describe, expect, it } from "vitest";
import { revisionOf } from "../features/offline/file-revision.build";
import { addressOf, importedModules, namedFiles, shellFiles } from "./offline-app";

describe("the files the service worker keeps (docs/decisions/031-offline-pages-when-asked.md)", () => {
  const assets: Record<string, string> = {
    "page.a1.js": 'import{a}from"./shared.b2.js";const later=()=>import("./todays-date.c3.js");',
    "shared.b2.js": 'import"./page.a1.js";export const a=1;',
    "todays-date.c3.js": 'import{n}from"./near.g7.js";export const today=1;',
    "near.g7.js": "export const n=1;",
    "island.d4.js": 'import{a}from"./shared.b2.js";',
    "client.e5.js": "export default 1;",
  };
  const read = (name: string) => {
    const text = assets[name];
    if (text === undefined) throw new Error(`no asset ${name}`);
    return text;
  };
  // The page's script as the build writes it: added by a few inline lines after the first paint
  // (src/integrations/script-after-first-paint.ts).
  const page =
    '<link rel="stylesheet" href="/assets/site.9z.css"><script>(()=>{const s=document.createElement("script");s.src="/assets/page.a1.js"})()</script>' +
    '<astro-island component-url="/assets/island.d4.js" renderer-url="/assets/client.e5.js"></astro-island>' +
    '<img src="/assets/photo.x1.avif" alt="">';
  const readAny = (name: string) => (name.endsWith(".css") ? "" : read(name));

  it("names the stylesheet and script a page names itself, not its islands' scripts nor its photos", () => {
    expect(namedFiles(page)).toEqual(["site.9z.css", "page.a1.js"]);
  });

  it("follows the modules a script needs to run, not those it loads for a part of the page", () => {
    expect(importedModules(read("page.a1.js"))).toEqual(["shared.b2.js"]);
    expect(importedModules(read("todays-date.c3.js"))).toEqual(["near.g7.js"]);
  });

  it("keeps the stylesheet, the script and the modules it needs, once each", () => {
    expect(shellFiles([page, page], readAny)).toEqual(["assets/page.a1.js", "assets/shared.b2.js", "assets/site.9z.css"]);
  });

  it("gives a page a revision that follows its bytes and nothing else", () => {
    expect(revisionOf("<h1>Fees</h1>")).toBe(revisionOf(Buffer.from("<h1>Fees</h1>")));
    expect(revisionOf("<h1>Fees</h1>")).not.toBe(revisionOf("<h1>Fees </h1>"));
    expect(revisionOf("<h1>Fees</h1>")).toMatch(/^[0-9a-f]{12}$/);
  });

  it("keeps each page at its address, not its file's", () => {
    expect(addressOf("index.html")).toBe("/");
    expect(addressOf("grade7fee.html")).toBe("/grade7fee");
    expect(addressOf("favicon.svg")).toBe("/favicon.svg");
    expect(addressOf("assets/page.a1.js")).toBe("/assets/page.a1.js");
  });
});
