import { createHash } from "node:crypto";

/**
 * A file's revision, as the service worker keeps it: the hash of its bytes, so it changes when they
 * do and only then. The build writes it into the worker (src/integrations/offline-app.ts); the check
 * of the built site (scripts/check-built-site.ts) reads it back against the file. No other import,
 * so Node runs this file as it is.
 */
export function revisionOf(body: Buffer | string): string {
  return createHash("sha256").update(body).digest("hex").slice(0, 12);
}
