import { NumberedSteps } from "../numbered-steps";

interface Item {
  title: string;
  text: string;
}

/** Numbered cards, not a Markdown list: the section's list indent and spacing are taken off. */
const block = "content-block text-base [&_h3]:pt-0 [&_ol]:space-y-0 [&_ol]:pl-0";

/**
 * `<Sequence items={[{ title: "Morning prep", text: "…" }, …]} />`: things that follow one
 * another (the sessions of a programme's week, a study day), numbered, side by side on wide screens.
 */
export function Sequence({ items }: { items: readonly Item[] }) {
  return (
    <div className={block}>
      <NumberedSteps steps={items} layout="grid" stepLabel={null} />
    </div>
  );
}

/** `<Steps items={[…]} />`: steps a family takes, in order; screen readers hear 'Step 1: …'. */
export function Steps({ items }: { items: readonly Item[] }) {
  return (
    <div className={block}>
      <NumberedSteps steps={items} layout="grid" />
    </div>
  );
}
