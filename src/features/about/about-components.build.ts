import { Profile } from "./profile.build";
import { Milestone, Timeline } from "./timeline";

/**
 * The components the About pages' content files place, bound by their page files
 * (`<ContentPage id="leadership" components={leadershipComponents} />`).
 */

/**
 * /history: `<Timeline>` with a `<Milestone>` per date. Its `<Slides />`, the photo carousel, is
 * the island the page file hands to the layout (src/pages/history.astro).
 */
export const historyComponents = { Timeline, Milestone };

/** /leadership: `<Profile>` for the Head Master. */
export const leadershipComponents = { Profile };
