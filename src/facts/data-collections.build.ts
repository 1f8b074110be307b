import { file } from "astro/loaders";
import type { Loader } from "astro/loaders";
import type { z } from "zod";
import { collectionNameOf, withSchema, type FactFile } from "./fact-files";

/**
 * Each data file of the registry (src/facts/fact-files.ts) that has a schema, as a content
 * collection of one entry named after its file (`src/data/term-dates.json` is `term-dates`),
 * checked with its schema by the content layer: at build, and in `npm run admin`'s preview each
 * time the file changes, where a wrong value shows the file and the field at once
 * (docs/decisions/042). src/content.config.ts hands each to Astro's defineCollection, which only
 * Astro's own build can import (`astro:content`); here they stay plain, so a test can read them.
 */
export function collectionsOf(registry: readonly FactFile[]): Record<string, { loader: Loader; schema: z.ZodObject }> {
  return Object.fromEntries(
    withSchema(registry).map((entry) => {
      const name = collectionNameOf(entry.file);
      // The whole file is the collection's one entry: Astro's file loader would make each top-level key an entry.
      const loader = file(entry.file, { parser: (text) => ({ [name]: JSON.parse(text) as Record<string, unknown> }) });
      return [name, { loader, schema: entry.schema }];
    }),
  );
}
