import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";

/**
 * A copy of the project for the editor's tests, in a temporary directory: the editor saves into
 * the copy, never into the repository's own tree, and the copy is built and served on its own.
 *
 * node_modules is the project's, file by file as hard links (about 4 s, no bytes copied): a
 * symbolic link would take Vite outside the folder it serves from and leave the editor blank. So
 * the copy has caches of its own: Vite's (node_modules/.vite, empty, as after an install) and
 * Astro's (node_modules/.astro/<build>). The photos the project's last build made are linked into
 * the copy's cache, so its build makes only the photos the tests change (a fresh one makes every
 * size: about 75 s on two cores).
 */

const project = new URL("../../", import.meta.url).pathname;
/** What `npm run admin` and `astro build` read; tests, docs and caches stay behind. */
const copied = ["src", "public", "server", "scripts", "astro.config.ts", "keystatic.config.ts", "tsconfig.json", "package.json", ".gitignore"];
/** The copy's own build directory, relative as astro.config.ts wants it. */
export const copyBuildDir = "build-editor";
/** Written by the tools in the copy, never by the editor (ignored by git in the project too). */
const notTheTree = new Set(["node_modules", ".astro", copyBuildDir, ".git"]);

export function makeProjectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "school-editor-"));
  for (const entry of copied) cpSync(join(project, entry), join(root, entry), { recursive: true });

  const modules = join(root, "node_modules");
  mkdirSync(modules);
  for (const name of readdirSync(join(project, "node_modules"))) {
    if (name !== ".astro" && name !== ".vite") linkTree(join(project, "node_modules", name), join(modules, name));
  }
  const photoCache = join(project, "node_modules", ".astro", process.env.BUILD_DIR ?? "build", "assets");
  if (existsSync(photoCache)) linkTree(photoCache, join(modules, ".astro", copyBuildDir, "assets"));
  return root;
}

/**
 * A folder's files as hard links, its symbolic links as they are. Safe because nothing the tests
 * run changes a file of a package or of the photo cache in place: a build reads a cached photo
 * or writes a new file.
 */
export function linkTree(from: string, to: string) {
  if (lstatSync(from).isSymbolicLink()) {
    symlinkSync(readlinkSync(from), to);
    return;
  }
  if (!lstatSync(from).isDirectory()) {
    linkSync(from, to);
    return;
  }
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) linkTree(join(from, name), join(to, name));
}

export function removeProjectCopy(root: string) {
  rmSync(root, { recursive: true, force: true });
  rmSync(remoteOf(root), { recursive: true, force: true });
}

/** The copy's "school repository": a bare git repository beside it, in the temporary folder. */
export const remoteOf = (root: string) => `${root}-remote.git`;

/** git in a folder, as a test runs it: its output, or an error with what git said. */
export function gitAt(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8", env: { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
}

/** The school's repository on GitHub as the copy's `origin` names it: the fake GitHub API's (tests/editor/fake-github.ts). */
export const schoolRepositoryAddress = "https://github.com/school/website.git";
/** What the copy's git sign-in for github.com holds (a test token, never a real one). */
export const copyGitHubToken = "ghp_editor_test_token_0123456789";

/**
 * Makes the copy a git repository on `main`, as a school's computer that publishes is, with its
 * files as one commit, pushed to a bare repository beside it as its `origin` (the school's
 * repository on GitHub, for the Publish page). Its commits are signed by a test name.
 *
 * `origin` is written as the school's GitHub address, and git fetches and pushes it from the bare
 * repository instead (`url.<folder>.insteadOf`), so the Publish page names the repository from
 * origin's address as on a school's computer. The copy's git sign-in for github.com is a
 * credential helper in its own git config (the user's helpers cleared first) that answers a test
 * token, so reading GitHub's checks goes through `git credential fill` as it does there.
 */
export function makeGitRepository(root: string): string {
  const remote = remoteOf(root);
  gitAt(tmpdir(), "init", "--quiet", "--bare", "--initial-branch=main", remote);
  gitAt(root, "init", "--quiet", "--initial-branch=main");
  gitAt(root, "config", "user.name", "Web admin (test)");
  gitAt(root, "config", "user.email", "web-admin@school.example");
  gitAt(root, "config", "--add", "credential.helper", "");
  gitAt(root, "config", "--add", "credential.helper", `!f() { test "$1" = get || exit 0; cat > /dev/null; echo username=x-access-token; echo password=${copyGitHubToken}; }; f`);
  gitAt(root, "add", "--all");
  gitAt(root, "commit", "--quiet", "--message", "The site as the tests copied it");
  gitAt(root, "config", `url.${remote}.insteadOf`, schoolRepositoryAddress);
  gitAt(root, "remote", "add", "origin", schoolRepositoryAddress);
  gitAt(root, "push", "--quiet", "origin", "main");
  gitAt(root, "branch", "--quiet", "--set-upstream-to=origin/main");
  return remote;
}

/** Every file of the copy's tree (what git would hold), by path, with a hash of its bytes. */
export function treeHashes(root: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (dir === root && notTheTree.has(entry.name)) continue;
      if (entry.isDirectory()) walk(path);
      else hashes.set(relative(root, path), createHash("sha256").update(readFileSync(path)).digest("hex"));
    }
  };
  walk(root);
  return hashes;
}

/** The paths whose bytes differ between two snapshots, added and removed files included. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

export function writeInCopy(root: string, path: string, content: string | Buffer) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A process started in the copy, stopped with its children (it runs in a process group of its own). */
export interface Started {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function startInCopy(root: string, command: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: "0" }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
    },
  };
}

/** Runs a command in the copy to its end: its exit code and everything it printed. */
export async function runInCopy(root: string, command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const started = startInCopy(root, command, args, env);
  const code = await new Promise<number | null>((resolve) => started.child.once("close", (exitCode) => resolve(exitCode)));
  return { code, output: started.output() };
}
