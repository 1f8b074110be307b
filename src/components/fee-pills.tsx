import { NavLink } from "react-router";
import { pathOf, routeTable } from "~/config/route-table";

/** The three grade fee pages, in order. */
export const feePageIds = ["grade7fee", "grade8fee", "grade9fee"] as const;
export type FeePageId = (typeof feePageIds)[number];

/** /fees' three pill links (SPEC.md §2.10); on a grade's page the current one is marked. */
export function FeePills({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-3">
        {feePageIds.map((id) => (
          <li key={id}>
            <NavLink
              to={pathOf(id)}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full border-2 px-5 py-2 font-semibold no-underline transition-colors ${
                  isActive
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
                }`
              }
            >
              {routeTable[id].label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
