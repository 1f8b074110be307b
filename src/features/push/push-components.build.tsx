import type { ReactNode } from "react";
import { pushChoiceKey } from "./browser/push-choice";
import { pushOffer } from "./push-offer-settings.build";

/**
 * `<NoticesOnPhones>words</NoticesOnPhones>`: its words only in a build that offers urgent notices
 * on phones (docs/decisions/055): the privacy page's paragraph on what the school keeps of a
 * subscribed phone. A build without them takes the component out of the page's Markdown before it
 * is rendered (src/markdown/remark-left-out-components.ts, set in astro.config.ts), so the page
 * is as it always was; this check only guards a page rendered some other way.
 */
export function NoticesOnPhones({ children }: { children?: ReactNode }) {
  return pushOffer ? <div className="content-block">{children}</div> : null;
}

/** The name under which a phone remembers that it gets notices (src/features/push/browser/push-choice.ts). */
export const NoticesStorageKey = () => pushChoiceKey;

/** The components /privacy's words place about notices on phones. */
export const pushPrivacyComponents = { NoticesOnPhones, NoticesStorageKey };
