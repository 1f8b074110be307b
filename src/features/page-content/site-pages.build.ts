import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { collectionRoutes, routeIds, routeTable, type CollectionName, type RouteEntry, type RouteId, type Section } from "../../config/route-table";
import { splitFrontmatter } from "../../markdown/content-problems";
import { buildTime } from "~/shared/build-clock.build";
import { nairobiDay } from "~/shared/nairobi-time";
import { isExpired } from "../notices/notice-dates";
import { noticeFrontmatterSchema, type NoticeFrontmatter } from "../notices/notice-schema";
import { localePath, type Language } from "../../config/languages";
import { kiswahiliNoticeFrontmatterSchema, kiswahiliPageFrontmatterSchema, type KiswahiliNoticeFrontmatter } from "../kiswahili/kiswahili-words-schema";
import { kiswahiliWordsPathOf, wordsFileOf } from "./words-file";
import { fill, uiWordsOf } from "../kiswahili/ui-words";

/**
 * Every page of the site, once: the route table's, then one per file of each content collection
 * (src/config/route-table.ts, `collectionRoutes`; docs/decisions/037). The build's check that
 * every built page is listed, the server's paths, the sitemap, the search index, the deploy files
 * and the browser tests read this list, so a notice added in the editor is known to all of them
 * without a line of code. Read on the build's computer (Node), never in a browser.
 */

export interface SitePage {
  readonly path: `/${string}`;
  readonly title: string;
  readonly description: string;
  readonly section: Section;
  /** Kept out of the sitemap and the search: the route table's unlisted pages, and an expired notice. */
  readonly unlisted: boolean;
  readonly aliases?: readonly `/${string}`[];
  readonly titleSchool?: "sister";
  /** The route table's id of the page; a collection's page has none. */
  readonly id?: RouteId;
  /** The collection and file name (without .mdx) a collection's page is made from. */
  readonly collection?: { readonly name: CollectionName; readonly file: string };
  /** The page's language: English but for the Kiswahili pages under /sw (docs/decisions/063). */
  readonly language: Language;
  /** The same page in the other language, when it has one: a Kiswahili page's English address, or an English page's Kiswahili one. */
  readonly alternate?: `/${string}`;
  /** A Kiswahili page's words: menu label and the others of its frontmatter (src/features/kiswahili/kiswahili-words-schema.ts). */
  readonly label?: string;
}

const tablePage = (id: RouteId): SitePage => {
  const entry: RouteEntry = routeTable[id];
  return { ...entry, unlisted: entry.unlisted === true, id, language: "en" };
};

/** The frontmatter of an MDX file: the YAML between its first two `---` lines. */
export function frontmatterOf(text: string, file: string): unknown {
  const { yaml, firstLine } = splitFrontmatter(text);
  if (firstLine === 1) throw new Error(`${file}: no frontmatter (the settings between two --- lines at the top)`);
  return parseYaml(yaml);
}

/** The address of a collection's page: /notices/<file name>. */
export function collectionPagePath(name: CollectionName, file: string): `/${string}` {
  return `${routeTable[collectionRoutes[name].index].path}/${file}`;
}

/** Each file of a collection, in file-name order, with its frontmatter checked. `root`: the project's folder. */
export function collectionFiles(name: CollectionName, root: string): { file: string; data: NoticeFrontmatter }[] {
  const route = collectionRoutes[name];
  const folder = join(root, route.folder);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".mdx"))
    .sort();
  return files.map((fileName) => {
    const where = `${route.folder}/${fileName}`;
    const parsed = noticeFrontmatterSchema.safeParse(frontmatterOf(readFileSync(join(folder, fileName), "utf8"), where));
    if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    return { file: fileName.slice(0, -".mdx".length), data: parsed.data };
  });
}

/** One page per file of a collection, in file-name order. `root`: the project's folder; `today`: a Nairobi day. */
export function collectionPages(name: CollectionName, root: string, today: string): SitePage[] {
  const index: RouteEntry = routeTable[collectionRoutes[name].index];
  return collectionFiles(name, root).map(({ file, data: notice }) => ({
    path: collectionPagePath(name, file),
    title: notice.title,
    description: notice.summary,
    section: index.section,
    unlisted: isExpired(notice, today),
    collection: { name, file },
    language: "en" as const,
  }));
}

/** A Kiswahili words file's frontmatter, checked, or undefined when the file is not written yet. */
function kiswahiliFrontmatter<T>(root: string, file: string, schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }): T | undefined {
  const where = join(root, file);
  if (!existsSync(where)) return undefined;
  const parsed = schema.safeParse(frontmatterOf(readFileSync(where, "utf8"), file));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  return parsed.data;
}

/** A notice's Kiswahili title and summary, when its `src/content/sw/notices/<file>.mdx` is written. */
export function kiswahiliNoticeWords(file: string, root: string): KiswahiliNoticeFrontmatter | undefined {
  return kiswahiliFrontmatter(root, `src/content/sw/notices/${file}.mdx`, kiswahiliNoticeFrontmatterSchema);
}

/** What a shared words file's `{grade}` stands for on this page (the grade fee pages): the grade's name, 'Gredi ya 7'. */
const gradeOf = (id: RouteId) => fill(uiWordsOf("sw").calculator.gradeN, { grade: /\d/.exec(routeTable[id].path)?.[0] ?? "" });

/**
 * The Kiswahili of each English page that has it (docs/decisions/063): a route table page marked
 * `kiswahili` whose words file `src/content/sw/pages/…` is written, and a notice whose
 * `src/content/sw/notices/<file>.mdx` is. A page whose words are not written yet is left out,
 * English only, never shown half-translated.
 */
export function kiswahiliPagesOf(english: readonly SitePage[], root: string): SitePage[] {
  return english.flatMap((page): SitePage[] => {
    const swPath = localePath(page.path, "sw");
    if (page.id !== undefined && (routeTable[page.id] as RouteEntry).kiswahili) {
      const id = page.id;
      const data = kiswahiliFrontmatter(root, kiswahiliWordsPathOf(wordsFileOf(id)), kiswahiliPageFrontmatterSchema);
      if (!data) return [];
      const grade = (text: string) => text.replaceAll("{grade}", gradeOf(id));
      const { aliases: _aliases, ...rest } = page;
      return [{ ...rest, path: swPath, title: grade(data.title), description: grade(data.description), label: data.label && grade(data.label), language: "sw", alternate: page.path }];
    }
    if (page.collection) {
      const data = kiswahiliFrontmatter(root, `src/content/sw/${page.collection.name}/${page.collection.file}.mdx`, kiswahiliNoticeFrontmatterSchema);
      if (!data) return [];
      return [{ ...page, path: swPath, title: data.title, description: data.summary, language: "sw", alternate: page.path }];
    }
    return [];
  });
}

export interface SitePagesOptions {
  /** The project's folder (the build's working folder by default). */
  root?: string;
  /** The Nairobi day the site is built on (today by default): a notice past its day is unlisted. */
  today?: string;
}

/** The route table's pages, in its order, then each collection's. */
export function sitePages({ root = process.cwd(), today = nairobiDay(buildTime()) }: SitePagesOptions = {}): SitePage[] {
  const english = [...routeIds.map(tablePage), ...(Object.keys(collectionRoutes) as CollectionName[]).flatMap((name) => collectionPages(name, root, today))];
  const kiswahili = kiswahiliPagesOf(english, root);
  const kiswahiliOf = new Map(kiswahili.map((page) => [page.alternate, page.path]));
  return [...english.map((page) => (kiswahiliOf.has(page.path) ? { ...page, alternate: kiswahiliOf.get(page.path) } : page)), ...kiswahili];
}

/** The Kiswahili pages among the site's pages. */
export function kiswahiliPages(options?: SitePagesOptions): SitePage[] {
  return sitePages(options).filter((page) => page.language === "sw");
}
