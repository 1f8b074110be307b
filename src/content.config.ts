/**
 * The site's content collections: every page's and every club's file, with what its top (its
 * frontmatter) may hold, from src/features/page-content/frontmatter-schema.ts. Astro's collections take the
 * site's zod 4 schemas as they are (docs/decisions/044): the editor's forms, the config-time check
 * and the content layer check with the same objects.
 */
import { glob } from "astro/loaders";
import { defineCollection } from "astro:content";
import type { ZodType } from "zod";
import { clubFrontmatterSchema, pageFrontmatterSchema } from "./features/page-content/frontmatter-schema";
import { collectionsOf } from "./facts/data-collections.build";
import { factFiles } from "./facts/fact-files";
import { schoolEventSchema } from "./features/school-events/school-event-schema";
import { noticeFrontmatterSchema } from "./features/notices/notice-schema";
import { kiswahiliEventFrontmatterSchema, kiswahiliNoticeFrontmatterSchema, kiswahiliPageFrontmatterSchema } from "./features/kiswahili/kiswahili-words-schema";

/** A folder of MDX files, one entry each, its top (frontmatter) checked with `schema`. */
const mdxCollection = <Schema extends ZodType>(folder: string, schema: Schema, pattern = "*.mdx") =>
  defineCollection({ loader: glob({ pattern, base: `./src/content/${folder}` }), schema });

/**
 * One file per page, `src/content/pages/<its address>.mdx` (src/features/page-content/words-file.ts), whose id is
 * the file's name as written: `StuAccess`, where Astro's own id would be `stuaccess`.
 */
const pages = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./src/content/pages", generateId: ({ entry }) => entry.replace(/\.mdx$/, "") }),
  schema: pageFrontmatterSchema,
});
/** One file per club: `src/content/clubs/<club page>.mdx`; its words are the club page's paragraph. */
const clubs = mdxCollection("clubs", clubFrontmatterSchema);
/** One file per school event: `src/content/events/<event>.mdx`; its words say what happens (docs/decisions/041). */
const events = mdxCollection("events", schoolEventSchema);
/** One file per notice: `src/content/notices/<file name>.mdx`, published at /notices/<file name> (docs/decisions/037). */
const notices = mdxCollection("notices", noticeFrontmatterSchema);

/**
 * The Kiswahili words (docs/decisions/063): `src/content/sw/pages/` and `src/content/sw/notices/`,
 * each file named as the English one it translates, its id the name as written.
 */
const swPages = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./src/content/sw/pages", generateId: ({ entry }) => entry.replace(/\.mdx$/, "") }),
  schema: kiswahiliPageFrontmatterSchema,
});
const swNotices = mdxCollection("sw/notices", kiswahiliNoticeFrontmatterSchema);
const swEvents = mdxCollection("sw/events", kiswahiliEventFrontmatterSchema);

/**
 * Each data file of src/data/ (the facts the web admin changes in the editor) is a collection of
 * one entry, checked with its schema by the content layer: at build, and in `npm run admin`'s
 * preview each time the file changes, where a wrong value shows the file and the field at once.
 * The files are those of the registry, src/facts/fact-files.ts. The site's modules read the same
 * files directly (src/config/site.ts, src/features/fees/fees.ts, …): astro.config.ts, the
 * integrations and the islands need them outside the content layer (docs/decisions/042).
 */
const data = Object.fromEntries(Object.entries(collectionsOf(factFiles)).map(([name, collection]) => [name, defineCollection(collection)]));

export const collections = { pages, clubs, events, notices, swPages, swNotices, swEvents, ...data };
