import type { SiteManifest } from "../src/integrations/finish-build.ts";

/**
 * site-manifest.json as this server reads it: a build from before the header rules, the
 * revalidated files, the content types or the Kiswahili not-found page were written lacks them (the first two are refused).
 * A module of its own, importing no module of the server: the site's handler, the editor and the
 * push API all read the manifest, and none of them imports another for its type
 * (tests/architecture/import-graph.test.ts holds server/ to no cycle).
 */
export type BuiltManifest = Omit<SiteManifest, "securityHeaders" | "cacheControl" | "revalidatedFiles" | "contentTypes" | "notFoundFilesUnder"> &
  Partial<Pick<SiteManifest, "securityHeaders" | "cacheControl" | "revalidatedFiles" | "contentTypes" | "notFoundFilesUnder">>;
