/**
 * Words kept in a data file rather than a content file (src/data/good-luck-messages.json)
 * cannot use the `<School />` component, so they write `{school}` where the school's name
 * goes, and the build fills it in from the site configuration: the name is typed once, in
 * src/config/site.ts (docs/content.md).
 */
export const schoolMarker = "{school}";

/**
 * `text` with every `{school}` replaced by `schoolName`. Any other `{…}` is a misspelt marker
 * (`{School}`, `{schoolName}`) that would otherwise reach the page as it is: it stops the build.
 */
export function withSchoolName(text: string, schoolName: string): string {
  const stray = text.match(/\{[^{}]*\}/g)?.find((marker) => marker !== schoolMarker);
  if (stray) throw new Error(`"${text}": ${stray} is not a marker; write ${schoolMarker} where the school's name goes`);
  return text.replaceAll(schoolMarker, schoolName);
}
