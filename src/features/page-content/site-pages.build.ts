import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { collectionRoutes, routeIds, routeTable, type CollectionName, type RouteEntry, type RouteId, type Section } from "../../config/route-table";
import { splitFrontmatter } from "../../markdown/content-problems";
import { buildTime } from "~/shared/build-clock.build";
import { nairobiDay } from "~/shared/nairobi-time";
import { isExpired } from "../notices/notice-dates";
import { noticeFrontmatterSchema } from "../notices/notice-schema";

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
}

const tablePage = (id: RouteId): SitePage => {
  const entry: RouteEntry = routeTable[id];
  return { ...entry, unlisted: entry.unlisted === true, id };
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

/** One page per file of a collection, in file-name order. `root`: the project's folder; `today`: a Nairobi day. */
export function collectionPages(name: CollectionName, root: string, today: string): SitePage[] {
  const route = collectionRoutes[name];
  const index: RouteEntry = routeTable[route.index];
  const folder = join(root, route.folder);
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(".mdx"))
    .sort();
  return files.map((fileName) => {
    const file = fileName.slice(0, -".mdx".length);
    const where = `${route.folder}/${fileName}`;
    const parsed = noticeFrontmatterSchema.safeParse(frontmatterOf(readFileSync(join(folder, fileName), "utf8"), where));
    if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    const notice = parsed.data;
    return {
      path: collectionPagePath(name, file),
      title: notice.title,
      description: notice.summary,
      section: index.section,
      unlisted: isExpired(notice, today),
      collection: { name, file },
    };
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
  return [...routeIds.map(tablePage), ...(Object.keys(collectionRoutes) as CollectionName[]).flatMap((name) => collectionPages(name, root, today))];
}
