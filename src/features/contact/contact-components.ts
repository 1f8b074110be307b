import { EmailFact, Fact, Facts, LocationFact, PhoneFact, PostalAddress, PostalFact } from "./contact-facts";

/**
 * How to reach the school, from src/config/site.ts, for the content files of the pages that say
 * so (safety, nursing care, the legal pages, location, the info card):
 *
 * ```mdx
 * <Facts>
 *   <PhoneFact />
 *   <EmailFact />
 *   <PostalFact />
 * </Facts>
 * ```
 */
export const contactComponents = { Facts, Fact, LocationFact, PhoneFact, EmailFact, PostalFact, PostalAddress };
