/**
 * An embedded map from another host: loaded only when scrolled near (a parent's data is not
 * spent on a map they may never look at), named for screen readers by its title.
 */
export function MapFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      className="aspect-[4/3] w-full rounded-2xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]"
    />
  );
}
