/**
 * The site's content collections: every page's and every club's file, with what its top (its
 * frontmatter) may hold, from src/content/frontmatter-schema.ts.
 */
import { glob } from "astro/loaders";
import { defineCollection, z } from "astro:content";
import { clubFrontmatterSchema, pageFrontmatterSchema, type ClubFrontmatter, type PageFrontmatter } from "./content/frontmatter-schema";

/**
 * Astro 5 types a collection's schema with its own zod (version 3); the site's schemas are zod 4,
 * shared with the editor's forms. Astro checks each file with the schema as it is (both versions
 * parse alike), and the pages read the data with the type the schema gives.
 */
const asCollectionSchema = <Data>(schema: unknown) => schema as z.ZodType<Data>;

/** One file per page: `src/content/pages/<page>.mdx`. */
const pages = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./src/content/pages" }),
  schema: asCollectionSchema<PageFrontmatter>(pageFrontmatterSchema),
});

/** One file per club: `src/content/clubs/<club page>.mdx`; its words are the club page's paragraph. */
const clubs = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./src/content/clubs" }),
  schema: asCollectionSchema<ClubFrontmatter>(clubFrontmatterSchema),
});

export const collections = { pages, clubs };
