import { contactComponents } from "../contact/contact-components";
import { LinkColumns } from "./link-columns";
import {
  CountdownStorageKey,
  CurriculumBody,
  DashboardHosts,
  DataProtectionRegistration,
  EnquiryHost,
  MapHost,
  SocialNetworks,
} from "./site-details";

/** The components /privacy's content file places: how to reach the school, and the site's own settings. */
export const privacyComponents = {
  ...contactComponents,
  DataProtectionRegistration,
  CountdownStorageKey,
  MapHost,
  DashboardHosts,
  EnquiryHost,
  CurriculumBody,
  SocialNetworks,
};

/** The components /sitemap's content file places: its lists of links in columns. */
export const sitemapComponents = { LinkColumns };
