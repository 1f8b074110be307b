/**
 * What a browser says of its connection (the Network Information API, `navigator.connection`).
 * Most browsers say little or nothing: Chromium on a computer gives `saveData` but no `type`, and
 * Firefox and Safari give neither. Saying nothing is read as a metered connection without data saver.
 */
export interface ConnectionInfo {
  /** `"wifi"`, `"ethernet"`, `"cellular"`, … (Chromium on Android and ChromeOS). */
  readonly type?: string;
  /** The phone's data saver is on (the browser also sends `Save-Data: on`). */
  readonly saveData?: boolean;
  /** How fast the connection has been lately: `"slow-2g"`, `"2g"`, `"3g"` or `"4g"` (Chromium). */
  readonly effectiveType?: string;
}

/** The browser's connection, if it says anything of it. */
export function connectionOf(navigator: Navigator): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * The parent has asked the phone to save data: nothing is fetched before it is asked for
 * (docs/site.md, Offline reading; docs/decisions/031-offline-pages-when-asked.md).
 */
export function savesData(connection: ConnectionInfo | undefined): boolean {
  return connection?.saveData === true;
}

/** The browser says the connection is as slow as 2G: nothing is fetched ahead of the parent's taps. */
export function isSlow(connection: ConnectionInfo | undefined): boolean {
  return /2g/.test(connection?.effectiveType ?? "");
}

/**
 * The browser says the connection is not paid by the megabyte (Wi-Fi or a cable) and data saver
 * is off: only then is anything downloaded that the parent did not ask for.
 */
export function isUnmetered(connection: ConnectionInfo | undefined): boolean {
  return !savesData(connection) && (connection?.type === "wifi" || connection?.type === "ethernet");
}
