import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the push test server on `port` keeps its subscriptions (tests/e2e/push-site.ts), so a test can read them. */
export function pushSiteDatabase(port: number): { folder: string; file: string } {
  const folder = join(tmpdir(), `push-site-${port}`);
  return { folder, file: join(folder, "push.db") };
}
