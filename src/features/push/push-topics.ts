/**
 * What a parent may ask for on the button (docs/site.md, Notices on this phone): urgent notices
 * only, the default, or every notice. A subscription's topics are one of these two lists; the
 * server refuses any other (server/push/push-api.ts), and sends an urgent message to every
 * subscription with "urgent" and any other notice to those with "notices".
 */
export const pushTopics = ["urgent", "notices"] as const;
export type PushTopic = (typeof pushTopics)[number];

/** The two choices the button offers, by the value of its radio buttons. */
export const pushChoices = {
  urgent: ["urgent"],
  every: ["urgent", "notices"],
} as const satisfies Record<string, readonly PushTopic[]>;
export type PushChoice = keyof typeof pushChoices;

/** The topic a message goes to: an urgent one to "urgent", any other notice to "notices". */
export function topicOf(message: { urgent: boolean }): PushTopic {
  return message.urgent ? "urgent" : "notices";
}

/**
 * The topics of a request as stored (in the order of `pushTopics`), or what is wrong with them:
 * not a list, a topic the site does not have, a topic twice, or a list that is neither choice.
 */
export function checkedTopics(value: unknown): { topics: PushTopic[] } | { problem: string } {
  if (!Array.isArray(value) || value.length === 0) return { problem: 'topics must be ["urgent"] or ["urgent", "notices"]' };
  const unknown = value.find((topic) => !(pushTopics as readonly unknown[]).includes(topic));
  if (unknown !== undefined) return { problem: `unknown topic ${JSON.stringify(unknown).slice(0, 40)}: topics are "urgent" and "notices"` };
  const topics = pushTopics.filter((topic) => value.includes(topic));
  if (topics.length !== value.length) return { problem: "a topic is named twice" };
  if (!Object.values(pushChoices).some((choice) => choice.join() === topics.join())) return { problem: 'topics must be ["urgent"] or ["urgent", "notices"]' };
  return { topics };
}
