import { parse } from "yaml";

/**
 * The `title` in a content file's frontmatter (a notice's, a school event's), for the name of a
 * change (src/admin/changes/change-names.ts), or undefined: no frontmatter, no title, or not YAML.
 */
export function frontmatterTitle(text: string): string | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(text)?.[1];
  if (frontmatter === undefined) return undefined;
  try {
    const data: unknown = parse(frontmatter);
    const title = data && typeof data === "object" ? (data as Record<string, unknown>).title : undefined;
    return typeof title === "string" && title.trim() !== "" ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}
