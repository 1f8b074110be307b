import { readFile, stat, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|ics|map)$/;
const brotli = promisify(brotliCompress);
/** The brotli quality of the copies the site sends: the most bytes saved, the build's time spent once. */
export const sentQuality = 11;

/** The bytes of `body` compressed with brotli at `quality` (the quality the site sends unless told). */
export function brotliBytes(body: string | Buffer, quality = sentQuality): number {
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
}
const gzipped = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` beside each text file worth compressing, so no server compresses
 * on the fly: the Node server and nginx send them to a browser that accepts them. Used by the
 * public build (finishing-steps.ts) and the web admin's editor build (editor-build.ts). The files
 * are compressed side by side on Node's thread pool, not one after another on the build's own
 * thread: brotli at quality 11 is most of the step, and both cores share it (decision 069).
 * Returns how many files it compressed.
 */
export async function writeCompressedCopies(files: readonly string[]): Promise<number> {
  const worth = [];
  for (const file of files) if (compressible.test(file) && (await stat(file)).size > 512) worth.push(file);
  await Promise.all(
    worth.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: sentQuality } }), gzipped(body, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return worth.length;
}
