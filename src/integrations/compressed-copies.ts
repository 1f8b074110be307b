import { readFileSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|ics|map)$/;

/**
 * Writes `file.br` and `file.gz` beside a text file worth compressing, so no server compresses on
 * the fly: the Node server and nginx send them to a browser that accepts them. Used by the public
 * build (finishing-steps.ts) and the web admin's editor build (editor-build.ts). Returns whether it wrote them.
 */
export function writeCompressedCopies(file: string): boolean {
  if (!compressible.test(file) || statSync(file).size <= 512) return false;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}
