import type { ComponentProps } from "react";

/**
 * A search box as the site draws it (the header's, /search's, the Mathematics browser's): a
 * search field the phone's keyboard offers to submit, with no autocomplete or spelling marks, at
 * least 44 px tall. Everything else (id, name, value, hint, placeholder, width) is the caller's.
 */
export function SearchInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="search"
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      className={`min-h-11 rounded-xl border-2 border-slate-400 bg-white px-4 py-2 text-base text-ink placeholder:text-slate-600 focus:border-brand-700 ${className ?? ""}`}
      {...props}
    />
  );
}
