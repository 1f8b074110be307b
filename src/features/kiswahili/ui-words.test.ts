import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fill } from "./ui-words";

type Words = Record<string, Record<string, string>>;
const read = (language: string): Words => JSON.parse(readFileSync(new URL(`../../content/i18n/${language}.json`, import.meta.url), "utf8")) as Words;
const keysOf = (words: Words) => Object.entries(words).flatMap(([part, texts]) => Object.keys(texts).map((key) => `${part}.${key}`)).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the site's own words in both languages", () => {
  const en = read("en");
  const sw = read("sw");

  it("has every key of the English in the Kiswahili, and no other", () => {
    expect(keysOf(sw)).toEqual(keysOf(en));
  });

  it("leaves no word empty, and keeps each text's placeholders", () => {
    for (const [part, texts] of Object.entries(en)) {
      for (const [key, text] of Object.entries(texts)) {
        const other = sw[part]?.[key];
        expect(text.trim(), `en ${part}.${key}`).not.toBe("");
        expect(other?.trim(), `sw ${part}.${key}`).not.toBe("");
        expect(placeholders(other ?? ""), `sw ${part}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it("fills placeholders, leaving an unknown one as written", () => {
    expect(fill("Child {n} of {m}", { n: 2 })).toBe("Child 2 of {m}");
  });
});
