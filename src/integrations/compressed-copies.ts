import { readFile, stat, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|ics|map)$/;
const brotli = promisify(brotliCompress);
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
      const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipped(body, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return worth.length;
}
