import type { z } from "zod";
import type { WordCollectionKey } from "../config/content-places";
import { clubFrontmatterSchema, pageFrontmatterSchema } from "../features/page-content/frontmatter-schema";
import { noticeFrontmatterSchema } from "../features/notices/notice-schema";
import { schoolEventSchema } from "../features/school-events/school-event-schema";
import { kiswahiliEventFrontmatterSchema, kiswahiliNoticeFrontmatterSchema, kiswahiliPageFrontmatterSchema } from "../features/kiswahili/kiswahili-words-schema";

/**
 * What each collection of words holds above its words (its frontmatter), by the schema the build
 * checks it with: the editor draws its form from it (keystatic.config.ts) and its earlier versions
 * are compared field by field with it (src/admin/history/). A shared passage has words only.
 * Where each collection is and what it is called: src/config/content-places.ts.
 */
export const frontmatterSchemas = {
  pages: pageFrontmatterSchema,
  clubs: clubFrontmatterSchema,
  shared: undefined,
  events: schoolEventSchema,
  notices: noticeFrontmatterSchema,
  swPages: kiswahiliPageFrontmatterSchema,
  swShared: undefined,
  swEvents: kiswahiliEventFrontmatterSchema,
  swNotices: kiswahiliNoticeFrontmatterSchema,
} as const satisfies Record<WordCollectionKey, z.ZodObject | undefined>;
