import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import type { PortalGroup } from "./portal-link";

/** Each Get Access page's content file and the group of portals its `<PortalLink>`s are bound to (access-components.ts). */
const pages = [
  { file: "access.mdx", group: "access" },
  { file: "StuAccess.mdx", group: "student" },
  { file: "staffAccess.mdx", group: "staff" },
] as const satisfies readonly { file: string; group: PortalGroup }[];

function linkedNames(file: string): string[] {
  const text = readFileSync(new URL(`../../content/pages/${file}`, import.meta.url), "utf8");
  return [...text.matchAll(/<PortalLink name="([^"]+)"/g)].map((match) => match[1]!);
}

describe("the Get Access pages", () => {
  it.each(pages)("$file gives every portal of site.portals.$group a card, once, in the configured order", ({ file, group }) => {
    expect(linkedNames(file)).toEqual(site.portals[group].map((portal) => portal.name));
  });
});
