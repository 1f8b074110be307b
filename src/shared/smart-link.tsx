import { useContext, type ComponentProps, type ReactNode } from "react";
import { NewTabWords } from "./new-tab-words";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** An internal path (`/fees`), an external address (`https://…`), or a `mailto:`/`tel:` link. */
  to: string;
  children: ReactNode;
};

/** Any address starting with http is external and opens in a new tab (docs/site.md, Header). */
export function isExternal(to: string): boolean {
  return to.startsWith("http");
}

/**
 * The one link component. Pages are plain links between documents (prefetched when a pointer
 * rests on one or focus reaches it: src/features/navigation/browser/link-prefetch.ts); external addresses open in a new tab with `rel="noopener noreferrer"` and say so
 * to screen readers.
 */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  const newTab = useContext(NewTabWords);
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only">{newTab}</span>
      </a>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
