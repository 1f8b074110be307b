import type { z } from "zod";

/** A list's rule that no two entries share an `id` (a dashboard's, a message's): the second is named. */
export function eachIdOnce(entries: readonly { id: string }[], ctx: z.RefinementCtx): void {
  const ids = entries.map((entry) => entry.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) ctx.addIssue({ code: "custom", path: [i, "id"], message: `'${id}' is used twice` });
  });
}
