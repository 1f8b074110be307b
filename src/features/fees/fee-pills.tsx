import type { InLanguageProps } from "../kiswahili/page-language";
import { pathOf, routeTable } from "~/config/route-table";

/** The three grade fee pages, in order. */
export const feePageIds = ["grade7fee", "grade8fee", "grade9fee"] as const;
export type FeePageId = (typeof feePageIds)[number];

interface FeePillsProps {
  /** Names the links for screen readers ('Fees by grade'). */
  label: string;
  /** The grade fee page being shown, if any: its pill is filled and marked as the current page. */
  current?: FeePageId;
  /** On a Kiswahili page: the grade fee pages at their /sw addresses, with their Kiswahili names. */
  links?: InLanguageProps["links"];
}

/** Links to each grade's fees as pills, on /fees, /terms and every grade's fee page. */
export function FeePills({ label, current, links }: FeePillsProps) {
  return (
    <nav aria-label={label} className="content-block">
      <ul className="flex list-none flex-wrap gap-3 space-y-0 pl-0">
        {feePageIds.map((id) => (
          <li key={id}>
            <a
              href={links?.[id]?.to ?? pathOf(id)}
              aria-current={id === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 py-2 font-semibold no-underline transition-colors ${
                id === current ? "border-brand-800 bg-brand-800 text-white" : "border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
              }`}
            >
              {links?.[id]?.label ?? routeTable[id].label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
