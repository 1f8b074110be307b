import type { ReactNode, Ref } from "react";

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading whose level follows where the browser sits on the page (its own h2 on /strands, h3 on /stem-pathways). */
export function Heading({ level, children, ...rest }: {
  level: HeadingLevel;
  children: ReactNode;
  id?: string;
  className?: string;
  tabIndex?: number;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const Tag = `h${level}` as const;
  return <Tag {...rest}>{children}</Tag>;
}

export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 5) as HeadingLevel;
}
