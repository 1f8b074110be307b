/**
 * A download's size as a parent reads it: 'about 60 KB' (1 KB = 1,024 bytes, the unit phones
 * count data in). Rounded up, to the next 10 KB from 20 KB, to the next KB below. The bytes given
 * count each answer's headers only in part (src/integrations/offline-app.ts counts the security
 * headers every answer carries); rounding up covers the rest.
 */
export function aboutSize(bytes: number): string {
  const kilobytes = bytes / 1024;
  const rounded = kilobytes > 20 ? Math.ceil(kilobytes / 10) * 10 : Math.max(1, Math.ceil(kilobytes));
  return `about ${rounded} KB`;
}

/**
 * The mark of the place a page shows a download's size (the button that keeps the pages offline,
 * src/features/offline/keep-offline.tsx). The build measures the download and writes the figure
 * there (src/integrations/offline-app.ts).
 */
export const downloadSizeMark = "data-download-size";

const place = new RegExp(`(<span ${downloadSizeMark}(?:="[^"]*")?>)[^<]*(</span>)`, "g");

/** The page with `(about 60 KB)` written at each place marked for the size. */
export function writeDownloadSize(html: string, size: string): string {
  return html.replace(place, `$1(${size})$2`);
}
