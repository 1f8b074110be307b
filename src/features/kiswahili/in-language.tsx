import { createElement, type AnchorHTMLAttributes, type ComponentType } from "react";
import type { Language } from "~/config/languages";
import { kiswahiliHref } from "./page-language.build";

/** What each component of a Kiswahili page is given besides its own props (its words file's). */
export interface InLanguageProps {
  /** The page's language: a component with words of its own shows them in it. */
  language?: Language;
  /** An address of the site in the page's language: `/terms` → `/sw/terms` where that page has Kiswahili. */
  toLanguage?: (href: string) => string;
}

/**
 * The components a content file places, for a page in `language` (docs/decisions/063). English:
 * as they are. Kiswahili: each is given `language` and `toLanguage`, so the same component with the
 * same props shows the same fact with its own words in Kiswahili; and a link the words write to an
 * English address (`[Karo](/fees)`) leads to its Kiswahili page where there is one.
 */
export function inLanguage(language: Language, components: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (language === "en") return { ...components };
  const toLanguage = kiswahiliHref;
  const wrapped = Object.fromEntries(
    Object.entries(components).map(([name, component]) => {
      if (typeof component !== "function") return [name, component];
      const Component = component as ComponentType<Record<string, unknown>>;
      const InKiswahili = (props: Record<string, unknown>) => createElement(Component, { ...props, language, toLanguage });
      return [name, InKiswahili];
    }),
  );
  const a = ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => createElement("a", { ...rest, href: href === undefined ? undefined : toLanguage(href) });
  return { ...wrapped, a };
}
