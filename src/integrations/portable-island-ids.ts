import { createHash } from "node:crypto";

/**
 * Astro names each island (`<astro-island uid>`) by a hash that takes in its component's file
 * path on the machine that builds: the same site built in another folder (another checkout, CI's
 * workspace, the bench's copy) differs in every page with an island, and a deploy would make every
 * returning parent fetch every kept page again (docs/decisions/031-offline-pages-when-asked.md).
 * Nothing reads the name in the browser. Here each is named instead by what the island is (its tag
 * without the name) and how many such islands came before it on the page: the same in any folder,
 * and still one name per island.
 */
export function withPortableIslandIds(html: string): string {
  const seen = new Map<string, number>();
  return html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    const uid = /\suid="[^"]*"/.exec(tag);
    if (!uid) return tag;
    const island = tag.replace(uid[0], "");
    const before = seen.get(island) ?? 0;
    seen.set(island, before + 1);
    const name = createHash("sha256").update(`${island}#${before}`).digest("base64url").slice(0, 8);
    return tag.replace(uid[0], ` uid="${name}"`);
  });
}
