/**
 * localStorage that never throws: private modes, full quotas and disabled storage all
 * behave as "nothing stored" (docs/site.md, Admissions countdown: storage failures are ignored).
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Ignored on purpose: the banner simply forgets the choice.
  }
}
