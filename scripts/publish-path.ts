#!/usr/bin/env node
/**
 * Which checks a push to main needs before it is published (docs/decisions/049-content-path.md):
 * - the content path, when every file it changes is content: a file the web admin's editor writes
 *   (src/config/content-places.ts, the same list keystatic.config.ts draws its collections from).
 *   A content mistake is caught by the content check, the build and the check of the built site,
 *   so those are all it runs (`npm run check:publish`);
 * - the full path, `npm test`, for anything else: code, tests, dependencies, the workflow, or
 *   code and content together.
 *
 *   node scripts/publish-path.ts <before> <after>
 *
 * prints `content` or `full` (and why, on stderr); in GitHub Actions it also writes `path=…` to
 * $GITHUB_OUTPUT. A push whose parent is unknown (a new branch, a forced push: GitHub's `before`
 * is all zeros or not in the clone) takes the full path.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { isContentPath } from "../src/config/content-places.ts";

export type PublishPath = "content" | "full";

/** The path for a push that changes `files` (from the project's root), and the files that are not content. */
export function publishPathOf(files: readonly string[]): { path: PublishPath; notContent: string[] } {
  const notContent = files.filter((file) => !isContentPath(file));
  return { path: notContent.length === 0 ? "content" : "full", notContent };
}

/** Every file changed between two commits, both sides of a rename, or undefined when `before` cannot be compared. */
export function changedFiles(before: string, after: string, cwd = process.cwd()): string[] | undefined {
  // GitHub's `before` is forty zeros for a push with no commit before it; a leading dash would be read as an option.
  if (before === "" || /^0+$/.test(before) || before.startsWith("-") || after.startsWith("-")) return undefined;
  try {
    const output = execFileSync("git", ["diff", "--no-renames", "--name-only", "-z", before, after, "--"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return output.split("\0").filter(Boolean);
  } catch {
    return undefined;
  }
}

function main([before = "", after = "HEAD"]: string[]): void {
  const files = changedFiles(before, after);
  const { path, notContent } = files === undefined ? { path: "full" as const, notContent: [] } : publishPathOf(files);
  if (files === undefined) console.error(`full path: the commit before (${before || "none"}) is not known here`);
  else if (path === "content") console.error(`content path: ${files.length} file${files.length === 1 ? "" : "s"}, all content`);
  else console.error(`full path: not content: ${notContent.slice(0, 10).join(", ")}${notContent.length > 10 ? ` and ${notContent.length - 10} more` : ""}`);
  console.log(path);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `path=${path}\n`);
}

if (import.meta.main) main(process.argv.slice(2));
