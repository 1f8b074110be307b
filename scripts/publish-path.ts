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
 * prints `content` or `full` (and why, on stderr). A push whose parent is unknown (a new branch, a
 * forced push: GitHub's `before` is all zeros or not in the clone) takes the full path.
 *
 *   node scripts/publish-path.ts --code-hash
 *
 * prints a hash of the code at HEAD: every file that is not content, by its path and its bytes.
 * The workflow records it when the full tests pass, and takes the content path only for code whose
 * hash it has recorded, so a content save never publishes code that failed its tests.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
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

/**
 * A hash of the code at `commit`: the path and git's object id of every file that is not content
 * (git's ids are hashes of the bytes). Equal for two commits exactly when they differ in content alone.
 */
export function codeHash(commit = "HEAD", cwd = process.cwd()): string {
  const entries = execFileSync("git", ["ls-tree", "-r", "-z", "--full-tree", commit], { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).split("\0").filter(Boolean);
  const hash = createHash("sha256");
  for (const entry of entries) {
    // `<mode> <type> <object>\t<path>`
    const tab = entry.indexOf("\t");
    if (!isContentPath(entry.slice(tab + 1))) hash.update(`${entry}\n`);
  }
  return hash.digest("hex");
}

function main([before = "", after = "HEAD"]: string[]): void {
  if (before === "--code-hash") {
    console.log(codeHash());
    return;
  }
  const files = changedFiles(before, after);
  const { path, notContent } = files === undefined ? { path: "full" as const, notContent: [] } : publishPathOf(files);
  if (files === undefined) console.error(`full path: the commit before (${before || "none"}) is not known here`);
  else if (path === "content") console.error(`content path: ${files.length} file${files.length === 1 ? "" : "s"}, all content`);
  else console.error(`full path: not content: ${notContent.slice(0, 10).join(", ")}${notContent.length > 10 ? ` and ${notContent.length - 10} more` : ""}`);
  console.log(path);
}

if (import.meta.main) main(process.argv.slice(2));
