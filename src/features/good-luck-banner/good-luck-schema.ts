import { z } from "zod";
import type { DeepReadonly } from "~/shared/deep-readonly";
import { eachIdOnce } from "~/shared/each-id-once";

/**
 * The good-luck banner's messages (src/data/good-luck-messages.json), checked at build
 * (src/facts/validate-content.build.ts) and by the editor's form. `{school}` in a title or text is the
 * school's name.
 */
const messageSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes")
      .meta({ title: "Short name", description: "Not shown: lower-case letters, digits and dashes, used once (kpsea)." }),
    title: z.string().min(3, "must be at least 3 letters").meta({ title: "Heading", description: "Write {school} where the school's name goes." }),
    text: z.string().min(10, "must be at least 10 letters").meta({ title: "Message", description: "A sentence or two. Write {school} where the school's name goes." }),
    emoji: z.string().min(1, "must not be empty").meta({ title: "Symbol", description: "One emoji shown beside the message: ✏️" }),
    colours: z
      .enum(["green", "blue", "purple"])
      .meta({ title: "Background", description: "Each keeps the white words readable.", optionLabels: { green: "Green", blue: "Blue", purple: "Purple" } }),
  })
  .meta({ title: "Message", itemLabel: "title" });

export const goodLuckMessagesSchema = z.object({
  messages: z
    .array(messageSchema)
    .min(1, "must hold at least one message")
    .superRefine(eachIdOnce)
    .meta({ title: "Messages", description: "Shown one after another, in this order." }),
});

export type GoodLuckMessage = DeepReadonly<z.output<typeof messageSchema>>;
