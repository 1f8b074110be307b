import { createElement, type AnchorHTMLAttributes, type ComponentType } from "react";
import type { Language } from "~/config/languages";
import { kiswahiliHref, pageLanguageOf } from "./page-language.build";
import { NewTabWords } from "~/shared/new-tab-words";
import { uiWordsOf } from "./ui-words";

/**
 * The components a content file places, for a page in `language` (docs/decisions/063). English:
 * as they are. Kiswahili: each is given `language` and `toLanguage`, so the same component with the
 * same props shows the same fact with its own words in Kiswahili; and a link the words write to an
 * English address (`[Karo](/fees)`) leads to its Kiswahili page where there is one.
 */
export function inLanguage(language: Language, components: Readonly<Record<string, unknown>>, page?: { readonly title: string; readonly path: string }): Record<string, unknown> {
  if (language === "en") return { ...components };
  const toLanguage = kiswahiliHref;
  const links = pageLanguageOf(undefined, language).kiswahiliLinks;
  const wrapped = Object.fromEntries(
    Object.entries(components).map(([name, component]) => {
      if (typeof component !== "function") return [name, component];
      const Component = component as ComponentType<Record<string, unknown>>;
      const InKiswahili = (props: Record<string, unknown>) =>
        createElement(NewTabWords.Provider, { value: uiWordsOf(language).buttons.newTab }, createElement(Component, { ...props, language, toLanguage, pageInLanguage: page, links }));
      return [name, InKiswahili];
    }),
  );
  const a = ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => createElement("a", { ...rest, href: href === undefined ? undefined : toLanguage(href) });
  return { ...wrapped, a };
}
