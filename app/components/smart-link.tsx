import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** An internal path (`/fees`), an external address (`https://…`), or a `mailto:`/`tel:` link. */
  to: string;
  children: ReactNode;
};

/** SPEC.md §2.2: any address starting with http is external and opens in a new tab. */
export function isExternal(to: string): boolean {
  return to.startsWith("http");
}

/**
 * The one link component: internal paths go through the router, external addresses open
 * in a new tab with `rel="noopener noreferrer"` and say so to screen readers.
 */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (to.startsWith("mailto:") || to.startsWith("tel:") || to.startsWith("#")) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest} prefetch="intent">
      {children}
    </Link>
  );
}
