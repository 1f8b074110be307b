import { z } from "zod";
import type { DeepReadonly } from "~/shared/deep-readonly";
import { eachIdOnce } from "~/shared/each-id-once";

/**
 * The rules the school's details must keep. Checked at build time (src/facts/validate-content.build.ts, one
 * schema per data file in src/data/) and in the unit tests; the browser never downloads this file or the schema library.
 */

const https = z.url({ protocol: /^https$/, error: "must be an https:// address" });
const email = z.email({ error: "must be an e-mail address: a name, @, then the domain of the address" });
const isoInstant = z.iso.datetime({ offset: true, error: "must be a date and time like 2026-10-29T23:59:59+03:00" });
/** Words that may not be left empty (or shorter than `min` letters). */
const words = (min = 1) => z.string().min(min, min === 1 ? "must not be empty" : `must be at least ${min} letters`);
const label = (title: string, description?: string) => ({ title, description });

const phone = (title: string) =>
  z
    .object({
      display: words(7).meta(label("As written on the site", "With spaces, as people read it: +254 7XX XXX XXX.")),
      tel: z
        .string()
        .regex(/^\+\d{9,14}$/, "must be digits with the country code: + then 9 to 14 digits, no spaces")
        .meta(label("As dialled", "The same number with the country code and no spaces: +2547XXXXXXXX. Phones dial this one.")),
    })
    .meta(label(title));
const namedLink = (title: string) =>
  z.object({ name: words().meta(label("Name")), url: https.meta(label("Address (https://…)")) }).meta({ title, itemLabel: "name" });
const portalLink = (title: string) =>
  namedLink(title)
    .extend({ icon: words().meta(label("Icon", "The name of the small picture beside the link: book, clipboard, scroll, database, landmark, award, mail, laptop, video, briefcase or stethoscope.")) })
    .meta({ title, itemLabel: "name" });

export const dashboardSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes")
      .meta(label("Short name", "Lower-case letters, digits and dashes, used once: results-2024.")),
    year: z.number({ error: "must be a year, like 2024" }).int("must be a year, like 2024").min(2000, "must be a year, like 2024").max(2100, "must be a year, like 2024").meta(label("Year")),
    title: words().meta(label("Title")),
    description: z.string().meta(label("Description", "May be left empty.")),
    embedUrl: https.meta(label("Dashboard address (https://…)", "The address the dashboard service gives for embedding it in a page.")),
    aspectRatio: z.enum(["16:10", "16:9"]).meta({ ...label("Shape"), optionLabels: { "16:10": "16:10 (taller)", "16:9": "16:9 (wide)" } }),
    icon: words().meta(label("Icon", "chart")),
  })
  .meta({ title: "Dashboard", itemLabel: "title" });

/** src/data/site.json: the school's name, contacts, address and links. */
export const siteDetailsSchema = z.object({
  schoolName: words(3).meta(label("School name")),
  sisterSchoolName: words(3).meta(label("Sister school's name", "The fee pages' titles carry this name.")),
  shortName: words(2).meta(label("Short name", "Used where space is short: a phone's home screen, calendar entries.")),
  tagline: words().meta(label("Motto")),
  descriptions: z
    .object({ boys: words().meta(label("As a boys' school")), mixed: words().meta(label("As a boarding and day school")) })
    .meta(label("How the school describes itself", "Both readings the school gives of itself.")),
  siteOrigin: https.refine((u) => !u.endsWith("/"), "must not end with a slash").meta(label("Website address", "The address of this site, without a slash at the end: https://www.school.ac.ke")),
  phone: phone("School phone number"),
  financePhone: phone("Finance office phone number"),
  whatsApp: phone("WhatsApp number").meta(
    label("WhatsApp number", "The number parents write to on WhatsApp, from the link in every page's footer, on the location page and in the fee pages' Need help? box."),
  ),
  admissionsEmail: email.meta(label("Admissions e-mail")),
  financeEmail: email.meta(label("Finance office e-mail")),
  postalAddress: z
    .object({
      box: words().meta(label("Box and postal code")),
      town: words().meta(label("Town")),
      county: words().meta(label("County")),
      country: words().meta(label("Country")),
    })
    .meta(label("Postal address")),
  maps: z
    .object({
      link: https.meta(label("Map link (https://…)", "Opened by 'Open in Maps' and the footer's address.")),
      embedUrl: https.meta(label("Map shown on the location page (https://…)", "The map service's address for embedding a map.")),
    })
    .meta(label("Map")),
  enquiry: z
    .object({
      url: https.meta(label("Enquiry and registration service (https://…)")),
      schoolParam: z.string().regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _").meta(label("The school's name for the service", "Letters, digits, - or _, as the service gave it.")),
    })
    .meta(label("Online enquiry and registration")),
  regulation: z
    .object({
      ministry: words().meta(label("Regulated by")),
      registrationNumber: words().meta(label("Registration number")),
      countyLicence: words().meta(label("County licence")),
      dataProtectionCertificate: words().meta(label("Data protection registration")),
      // The three sentences in Kiswahili, for the Kiswahili pages' footer (docs/decisions/063).
      sw: z
        .object({
          ministry: words().meta(label("Regulated by, in Kiswahili")),
          countyLicence: words().meta(label("County licence, in Kiswahili")),
          dataProtectionCertificate: words().meta(label("Data protection registration, in Kiswahili")),
        })
        .optional()
        .meta(label("Kiswahili")),
    })
    .meta(label("Registration and licences")),
  copyrightYear: z.number({ error: "must be a year, like 2026" }).int("must be a year, like 2026").min(2000, "must be a year, like 2026").max(2100, "must be a year, like 2026").meta(label("Copyright year")),
  socialLinks: z.array(namedLink("Social network")).length(6, "must be exactly 6").meta(label("Social networks", "TikTok, Instagram, Twitter, Facebook, LinkedIn and YouTube, in this order.")),
  sisterSchools: z.array(namedLink("Sister school")).length(6, "must be exactly 6").meta(label("Sister schools", "The six schools of the group, linked from the footer.")),
  curriculumBody: z
    .object({
      name: words().meta(label("Name")),
      url: https.meta(label("Website (https://…)")),
      curriculumDesignsUrl: https.meta(label("Curriculum designs page (https://…)")),
    })
    .meta(label("National curriculum body")),
});

/**
 * src/data/admissions-countdown.json: the admissions countdown banner (docs/site.md, Admissions
 * countdown). Its start and deadline are one value, so the editor's form can check the one
 * against the other before it saves (a rule between two top-level values is seen only at build).
 */
export const admissionsCountdownSchema = z.object({
  dates: z
    .object({
      start: isoInstant.meta(label("Counting starts", "Date and time with Kenya's offset: 2026-09-27T00:00:00+03:00. The bar fills from here.")),
      deadline: isoInstant.meta(label("Deadline", "Date and time with Kenya's offset: 2026-10-29T23:59:59+03:00. After it the banner disappears.")),
    })
    .superRefine((value, ctx) => {
      if (Date.parse(value.deadline) <= Date.parse(value.start)) {
        ctx.addIssue({ code: "custom", path: ["deadline"], message: "must be after the start" });
      }
    })
    .meta(label("When the countdown shows", "From the start to the deadline, on every page but the home page.")),
  storageKey: words().meta(label("Storage name", "The name a phone remembers a folded banner under. Change it for a new intake, so every parent sees the new banner open.")),
});

/** src/data/dashboards.json: the results dashboards of /perfomance, newest first. */
export const dashboardsSchema = z.object({
  dashboards: z
    .array(dashboardSchema)
    .min(1, "must hold at least one dashboard")
    .superRefine(eachIdOnce)
    .meta(label("Results dashboards", "Newest first.")),
});

/** src/data/portals.json: the portal links of /access (6), /StuAccess (4) and /staffAccess (6). */
export const portalsSchema = z.object({
  access: z.array(portalLink("Portal")).length(6, "must be exactly 6").meta(label("Get Access page", "Six portals, each opened in a new tab.")),
  student: z.array(portalLink("Portal")).length(4, "must be exactly 4").meta(label("Student Access page", "Four links for pupils.")),
  staff: z.array(portalLink("Portal")).length(6, "must be exactly 6").meta(label("Staff Access page", "Six links for staff.")),
});

/** The school's details as the code reads them (src/config/site.ts puts the four files together). */
export const siteSchema = siteDetailsSchema.extend({
  admissionsCountdown: admissionsCountdownSchema,
  dashboards: dashboardsSchema.shape.dashboards,
  portals: portalsSchema,
});

export type SiteConfig = DeepReadonly<z.input<typeof siteSchema>>;
