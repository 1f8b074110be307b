/**
 * An attachment's link says what a parent is about to download (docs/site.md's rule for files):
 * 'Fee structure 2026 (PDF, 84 KB)'. The size is read from the file at build, so it is never stale.
 */

/** '84 KB' (1 KB = 1,024 bytes, as phones count data), '1.2 MB' from a megabyte up; never '0 KB'. */
export function fileSizeText(bytes: number): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${Math.max(1, Math.round(kilobytes))} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

/** The file's type as a parent names it: the extension, in capitals ('PDF'). */
export function fileTypeText(path: string): string {
  return (/\.([a-z0-9]+)$/i.exec(path)?.[1] ?? "file").toUpperCase();
}

/** 'Fee structure 2026 (PDF, 84 KB)'. */
export function attachmentLabel(title: string, path: string, bytes: number): string {
  return `${title} (${fileTypeText(path)}, ${fileSizeText(bytes)})`;
}
