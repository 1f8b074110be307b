/**
 * The site's content collections: every page's and every club's file, with what its top (its
 * frontmatter) may hold, from src/content/frontmatter-schema.ts.
 */
import { file, glob } from "astro/loaders";
import { defineCollection, z } from "astro:content";
import type { ZodType } from "zod";
import { clubFrontmatterSchema, pageFrontmatterSchema, type ClubFrontmatter, type PageFrontmatter } from "./content/frontmatter-schema";
import { dataFiles, dataCollectionName, type DataFile } from "./content/validate-content";
import { schoolEventSchema, type SchoolEventData } from "./lib/school-event-schema";
import { noticeFrontmatterSchema, type NoticeFrontmatter } from "./lib/notice-schema";

/**
 * Astro 5's collections take its own zod (version 3); the site's schemas are zod 4, shared with the
 * editor's forms. Each is wrapped in a zod 3 step that checks with the zod 4 schema and passes its
 * problems on, field by field: Astro then stops the build naming the file and the field, as it
 * does for its own schemas (given a zod 4 schema as it is, Astro's error report fails on it).
 */
const asCollectionSchema = <Data>(schema: ZodType) =>
  z.unknown().transform((value, context) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data as Data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: issue.path.map((key) => (typeof key === "symbol" ? String(key) : key)), message: issue.message });
    }
    return z.NEVER;
  });

/** A folder of MDX files, one entry each, its top (frontmatter) checked with `schema`. */
const mdxCollection = <Data>(folder: string, schema: ZodType, pattern = "*.mdx") =>
  defineCollection({ loader: glob({ pattern, base: `./src/content/${folder}` }), schema: asCollectionSchema<Data>(schema) });

/** One file per page: `src/content/pages/<page>.mdx`. */
const pages = mdxCollection<PageFrontmatter>("pages", pageFrontmatterSchema, "**/*.mdx");
/** One file per club: `src/content/clubs/<club page>.mdx`; its words are the club page's paragraph. */
const clubs = mdxCollection<ClubFrontmatter>("clubs", clubFrontmatterSchema);
/** One file per school event: `src/content/events/<event>.mdx`; its words say what happens (docs/decisions/041). */
const events = mdxCollection<SchoolEventData>("events", schoolEventSchema);
/** One file per notice: `src/content/notices/<file name>.mdx`, published at /notices/<file name> (docs/decisions/037). */
const notices = mdxCollection<NoticeFrontmatter>("notices", noticeFrontmatterSchema);

/**
 * Each data file of src/data/ (the facts the web admin changes in the editor) is a collection of
 * one entry, checked with its schema by the content layer: at build, and in `npm run admin`'s
 * preview each time the file changes, where a wrong value shows the file and the field at once.
 * The site's modules read the same files directly (src/config/site.ts, src/content/fees.ts, …):
 * astro.config.ts, the integrations and the islands need them outside the content layer
 * (docs/decisions/042).
 */
const dataCollection = (path: DataFile) =>
  defineCollection({
    loader: file(path, { parser: (text) => ({ [dataCollectionName(path)]: JSON.parse(text) as Record<string, unknown> }) }),
    schema: asCollectionSchema<Record<string, unknown>>(dataFiles[path].schema),
  });

const data = Object.fromEntries((Object.keys(dataFiles) as DataFile[]).map((path) => [dataCollectionName(path), dataCollection(path)]));

export const collections = { pages, clubs, events, notices, ...data };
