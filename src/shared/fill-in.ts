/** `fillIn("Child {n}", { n: 2 })` → `Child 2`: a words file's placeholders filled in; an unknown one stays as written. */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
