/**
 * The site's two languages (docs/decisions/063): English at every address the school has published,
 * Kiswahili under `/sw`, the same page's address after it (`/fees` → `/sw/fees`, `/` → `/sw`). An
 * address serves one language, on Node, nginx and static hosts alike: nothing is chosen by the
 * browser's Accept-Language.
 */

export const languages = ["en", "sw"] as const;
export type Language = (typeof languages)[number];

/** The start of every Kiswahili address. */
export const kiswahiliPrefix = "/sw";

/**
 * `<html lang>` and `hreflang` of each language. English keeps the `en-KE` every page had; Kiswahili is
 * plain `sw`, so Pagefind makes one Kiswahili index (a `sw-KE` one would be a second) and a
 * translation tool reads it as Kiswahili wherever it is spoken.
 */
export const htmlLang: Readonly<Record<Language, string>> = { en: "en-KE", sw: "sw" };

/**
 * Whether `pathname` is a Kiswahili address: `/sw` or under `/sw/`, and never `/swimmers`. A page's
 * file name as the build writes it counts too: Astro gives the page at /sw the address `/sw.html`.
 */
export function isKiswahiliPath(pathname: string): boolean {
  const path = pathname.replace(/\.html$/, "");
  return path === kiswahiliPrefix || path.startsWith(`${kiswahiliPrefix}/`);
}

/** The language an address serves. */
export function languageOfPath(pathname: string): Language {
  return isKiswahiliPath(pathname) ? "sw" : "en";
}

/** An English page's address in `language`: `localePath("/fees", "sw")` → `/sw/fees`, `/` → `/sw`. */
export function localePath<Path extends `/${string}`>(path: Path, language: Language): `/${string}` {
  if (language === "en") return path;
  return (path as string) === "/" ? kiswahiliPrefix : `${kiswahiliPrefix}${path}`;
}

/** The English address of a Kiswahili one (`/sw/fees` → `/fees`, `/sw` → `/`); an English one as it is. */
export function englishPathOf(pathname: string): `/${string}` {
  if (!isKiswahiliPath(pathname)) return pathname as `/${string}`;
  const rest = pathname.slice(kiswahiliPrefix.length);
  return (rest === "" ? "/" : rest) as `/${string}`;
}

/**
 * The not-found page's address in each language (docs/decisions/068): `/404` (the file 404.html)
 * answers every unknown address, `/sw/404` every unknown one under `/sw/`. Neither address is a
 * page of its own: each answers 404, as any unknown address does.
 */
export const notFoundPaths: Readonly<Record<Language, `/${string}`>> = { en: "/404", sw: localePath("/404", "sw") };
