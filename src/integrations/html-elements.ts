import type { DefaultTreeAdapterMap } from "parse5";

export type ParentNode = DefaultTreeAdapterMap["parentNode"];
type ChildNode = DefaultTreeAdapterMap["childNode"];
export type HtmlElement = DefaultTreeAdapterMap["element"];

/** Every element of a page parsed by parse5, in document order, template contents included. */
export function* elements(node: ParentNode): Generator<HtmlElement> {
  for (const child of node.childNodes as ChildNode[]) {
    if ("tagName" in child) {
      yield child;
      yield* elements(child);
    }
    if ("content" in child) yield* elements(child.content as ParentNode);
  }
}

/** The value of an element's attribute, or undefined when it has none. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}
