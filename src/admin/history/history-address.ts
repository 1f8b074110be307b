/** The editor's pages of earlier versions (src/admin/history/history-page.astro). */
export const historyPath = "/keystatic/history";
/** Where putting a version back is sent (src/admin/history/put-back.ts). */
export const putBackPath = "/keystatic/history/put-back";

/** The address of a file's earlier versions, or, with `version`, of one compared with the current one. */
export function historyAddress(file?: string, version?: string): string {
  const query = new URLSearchParams();
  if (file) query.set("file", file);
  if (version) query.set("version", version);
  const text = query.toString();
  return text ? `${historyPath}?${text}` : historyPath;
}
