import { globSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No two modules of src/, server/ or scripts/ may depend on each other, through values or through
 * types alone (ESLint's import-x/no-cycle checks values only; the layer rule in eslint.config.js
 * checks direction between folders). Every import, `import type` included, is an edge here.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const src = join(root, "src/");
const extensions = [".ts", ".tsx", ".d.ts", "/index.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/") ? join(src, specifier.slice(2)) : specifier.startsWith(".") ? resolve(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  const bare = base.replace(/\.(js|ts|tsx)$/, "");
  return [bare, ...extensions.map((ext) => bare + ext)].find((candidate) => {
    try {
      return statSync(candidate).isFile() && /\.tsx?$/.test(candidate);
    } catch {
      return false;
    }
  });
}

/** Every module below `folder` → the modules of this repository it imports, `import type` included. */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    graph.set(
      file,
      importedFiles.map((i) => resolveImport(file, i.fileName)).filter((target): target is string => target !== undefined),
    );
  }
  return graph;
}

/** Each cycle once, as a list of files from `root`. */
function cycles(graph: Map<string, string[]>, root: string): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "visiting");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "visiting") found.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("the import graph of src/", () => {
  const graph = importGraph(src);
  const importsOf = (file: string) => (graph.get(join(src, file)) ?? []).map((target) => relative(src, target));

  it("finds the imports: relative and `~/` ones, of values and of types only", () => {
    expect(importsOf("features/navigation/breadcrumbs.ts")).toEqual(["config/navigation.ts", "config/route-table.ts"]);
    expect(importsOf("features/curriculum/stem-tracks.ts")).toEqual(["config/site.ts"]);
    // Its one import is `import type`.
    expect(importsOf("features/term-dates/term-dates.ts")).toEqual(["features/term-dates/term-shapes.ts"]);
    const edges = [...graph.values()].reduce((count, targets) => count + targets.length, 0);
    expect(edges, "imports found across src/").toBeGreaterThan(graph.size);
  });

  // Loading eslint.config.js loads ESLint's plugins and the TypeScript resolver: about 1 s alone, over 5 s on a loaded machine.
  it("puts every folder of src/ that holds modules under the direction rule of eslint.config.js", { timeout: 60_000 }, async () => {
    const { default: config } = (await import("../../eslint.config.js")) as { default: { rules?: Record<string, unknown> }[] };
    const zones = config.flatMap((block) => {
      const rule = block.rules?.["import-x/no-restricted-paths"];
      return Array.isArray(rule) ? (rule[1] as { zones: { target: string }[] }).zones : [];
    });
    const ruled = new Set(zones.map((zone) => zone.target.replace("./src/", "")));
    // src/pages is the one folder nothing imports; every other folder is ruled.
    const withModules = [...new Set([...graph.keys()].map((file) => relative(src, file).split("/")[0]!))].filter((top) => top.includes("/") || !/\.tsx?$/.test(top));
    expect(withModules.filter((folder) => folder !== "pages" && !ruled.has(folder))).toEqual([]);
  });

  it("has no cycle, not even through types", () => {
    expect(cycles(graph, src).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("reports a cycle made only of type imports, read from two files that import each other's types", () => {
    const fixtures = fileURLToPath(new URL("../fixtures/type-cycle/", import.meta.url));
    expect(cycles(importGraph(fixtures), fixtures)).toEqual([["notice.ts", "term.ts", "notice.ts"]]);
  });
});

/**
 * The server and the scripts: the server's modules import each other and the site's modules (as
 * Node runs them, `.ts` named), never the reverse (eslint.config.js), so a cycle would lie inside
 * one folder. The site's handler, the editor and the push API once imported each other's types
 * (the handler their `SiteEditor` and `OwnedAddresses`, both of them its `BuiltManifest`); the
 * manifest's type is now a module of its own, server/built-manifest.ts (docs/decisions/057).
 */
describe("the import graphs of server/ and scripts/", () => {
  const server = importGraph(join(root, "server"));
  const importsOf = (file: string) => (server.get(join(root, file)) ?? []).map((target) => relative(root, target));

  it("finds the server's imports: of its own modules and the site's, `.ts` named, of types only too", () => {
    expect(importsOf("server/site-handler.ts")).toEqual(expect.arrayContaining(["src/integrations/deploy-rules.ts", "server/built-manifest.ts", "server/editor.ts", "server/push/push-api.ts"]));
    expect(importsOf("server/push/push-api.ts")).toContain("server/built-manifest.ts");
    expect(importsOf("server/built-manifest.ts")).toEqual(["src/integrations/finish-build.ts"]);
  });

  it.each(["server", "scripts"])("%s/ has no cycle, not even through types", (folder) => {
    const graph = folder === "server" ? server : importGraph(join(root, folder));
    expect(graph.size, `modules found in ${folder}/`).toBeGreaterThan(5);
    expect(cycles(graph, root).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});

/**
 * The web admin's tools, src/admin/ (docs/decisions/057), are imported by what builds or serves the
 * editor (astro.config.ts, astro.admin.config.ts, keystatic.config.ts, server/, scripts/), by tests
 * and by themselves; never by the public site's pages, layouts, features or any other folder of
 * src/, so the public build cannot grow by them. ESLint rules the .ts and .tsx files; this reads the
 * .astro files too, which ESLint does not.
 */
const mayImportAdmin = [/^src\/admin\//, /^(astro\.config|astro\.admin\.config|keystatic\.config)\.ts$/, /^(server|scripts|tests)\//, /\.test\.tsx?$/];
const specifiers = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/** `file: specifier` for each import of `text` (in `file`, from the repository's root) that reaches src/admin/ and may not. */
function adminImportsIn(file: string, text: string): string[] {
  if (mayImportAdmin.some((allowed) => allowed.test(file))) return [];
  return [...text.matchAll(specifiers)]
    .map((match) => match[1]!)
    .filter((specifier) => {
      const target = specifier.startsWith("~/") ? join("src", specifier.slice(2)) : specifier.startsWith(".") ? join(dirname(file), specifier) : undefined;
      return target?.startsWith("src/admin/") ?? false;
    })
    .map((specifier) => `${file}: ${specifier}`);
}

describe("imports of src/admin", () => {
  it("come only from the editor's builds, the server, the scripts, tests and the admin itself", () => {
    const files = globSync(["{src,server,scripts,tests}/**/*.{ts,tsx,astro,js,mjs}", "*.{ts,js,mjs}"], { cwd: root }).sort();
    expect(files).toEqual(expect.arrayContaining(["src/pages/fees.astro", "src/layouts/base-layout.astro", "astro.config.ts", "keystatic.config.ts"]));
    expect(files.flatMap((file) => adminImportsIn(file, readFileSync(join(root, file), "utf8")))).toEqual([]);
  });

  it("finds one from a page, a layout or a feature, .astro or .ts, so the check above can fail", () => {
    expect(adminImportsIn("src/pages/fees.astro", 'import EditorBar from "../admin/shell/editor-bar.astro";')).toEqual(["src/pages/fees.astro: ../admin/shell/editor-bar.astro"]);
    expect(adminImportsIn("src/layouts/base-layout.astro", "import { stateWords } from '~/admin/publishing/github-mode/state-words';")).toEqual([
      "src/layouts/base-layout.astro: ~/admin/publishing/github-mode/state-words",
    ]);
    expect(adminImportsIn("src/features/fees/fee-table.ts", 'const words = await import("../../admin/changes/change-names");')).toEqual([
      "src/features/fees/fee-table.ts: ../../admin/changes/change-names",
    ]);
    expect(adminImportsIn("keystatic.config.ts", 'import { schemaFields } from "./src/admin/forms/zod-fields";')).toEqual([]);
    expect(adminImportsIn("src/pages/fees.astro", 'import { site } from "../config/site";')).toEqual([]);
  });
});

/**
 * src/shared is imported as `~/shared/…` (docs/decisions/046-features-by-subject.md): a relative
 * path that climbs to a folder named shared (as from a feature's folder, two levels up) reads as a
 * folder beside the repository, and a clone of the project alone has none. Astro files too, which
 * ESLint does not read.
 */
const climbsToShared = /\bfrom\s+["']((?:\.\.\/)+shared\/[^"']*)["']/g;

function climbsIn(text: string): string[] {
  return [...text.matchAll(climbsToShared)].map((match) => match[1]!);
}

describe("imports of src/shared", () => {
  it("are written ~/shared/…, never as a relative path climbing to shared/", () => {
    const files = globSync("**/*.{ts,tsx,astro}", { cwd: src }).sort();
    expect(files).toContain("layouts/base-layout.astro");
    expect(files.flatMap((file) => climbsIn(readFileSync(join(src, file), "utf8")).map((specifier) => `src/${file}: ${specifier}`))).toEqual([]);
  });

  it("finds such a path, so the check above can fail", () => {
    // The climbing path is put together here, so this file names no folder outside the repository.
    const climbing = ["..", "..", "shared", "build-clock.build"].join("/");
    const sample = [`import { buildTime } from "${climbing}";`, "import { money } from '~/shared/money';", 'import { x } from "../features/shared-words";'].join("\n");
    expect(climbsIn(sample)).toEqual([climbing]);
  });
});
