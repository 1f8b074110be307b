import { existsSync } from "node:fs";
import { join } from "node:path";
import { publishedFiles } from "../config/published-files";

/**
 * Every file src/config/published-files.ts lists was published, as the route table's pages are
 * checked (finish-build.ts): a listed file whose endpoint is missing stops the build, so no
 * page links to a file the site does not have.
 */
export function checkPublishedFiles(clientDir: string): void {
  const missing = Object.values(publishedFiles).filter((file) => !existsSync(join(clientDir, file.path)));
  if (missing.length > 0) {
    throw new Error(
      missing
        .map((file) => `src/config/published-files.ts lists ${file.path}, but the build did not make it (add src/pages${file.path}.ts)`)
        .join("\n"),
    );
  }
}
